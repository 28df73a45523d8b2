import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { mailFromEnv } from "./mail-config.ts";

/** Decision 172: with SMTP_HOST set, mail leaves by that server (nodemailer) and no outbox row is kept. */

interface Received {
  from: string;
  to: string[];
  user?: string;
  data: string;
}
const received: Received[] = [];
let server: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "mailer" && auth.password === "s3cret-pass")
        return callback(null, { user: "mailer" });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await buildTestApp({
    mail: mailFromEnv({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: port,
      SMTP_USER: "mailer",
      SMTP_PASSWORD: "s3cret-pass",
      MAIL_FROM: "Heritage <no-reply@heritage.test>",
    }),
    publicUrl: "https://heritage.test",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("SMTP delivery", () => {
  it("sends the reset email through the configured server, signed in, from MAIL_FROM, with PUBLIC_URL's link", async () => {
    await signUpShopper(t.app, "smtp_reader");
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/password-reset/",
      payload: { email: "smtp_reader@example.rw" },
    });
    expect(answer.statusCode).toBe(202);
    await t.app.mailer.settled();
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.user).toBe("mailer");
    expect(mail.from).toBe("no-reply@heritage.test");
    expect(mail.to).toEqual(["smtp_reader@example.rw"]);
    // Not ASCII (the "·"): the subject is MIME-encoded, spaces as "_".
    expect(mail.data).toMatch(/^Subject: .*Choose.a.new.password/m);
    // Quoted-printable may fold long lines: unfold before looking for the link.
    expect(mail.data.replace(/=\r?\n/g, "")).toMatch(
      /https:\/\/heritage\.test\/reset-password\?token=3D[\w-]{43}/,
    );

    const admin = await signInAdmin(t.app);
    const outbox = await t.app.inject({ method: "GET", url: "/api/admin/outbox/", headers: admin.headers });
    expect(outbox.json()).toMatchObject({ transport: "smtp", count: 0, results: [] });
  });

  it("names the variable when SMTP_USER comes without SMTP_PASSWORD", () => {
    expect(() =>
      mailFromEnv({ SMTP_HOST: "mail.example", SMTP_PORT: 587, SMTP_USER: "x", MAIL_FROM: "a@b.c" }),
    ).toThrow(/SMTP_PASSWORD/);
    expect(mailFromEnv({ SMTP_PORT: 587, MAIL_FROM: "a@b.c" })).toEqual({ from: "a@b.c" });
    expect(mailFromEnv({ SMTP_HOST: "mail.example", SMTP_PORT: 465, MAIL_FROM: "a@b.c" }).smtp?.secure).toBe(
      true,
    );
  });
});
