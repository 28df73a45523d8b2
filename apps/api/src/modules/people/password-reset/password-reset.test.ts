import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../../db/schema/accounts.ts";
import { users } from "../../../db/schema/users.ts";
import { ADMIN, signIn, signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { requestPasswordReset } from "./reset-service.ts";

/** 'Forgot password?' for real (decision 172). */

let t: TestApp;
let clock = new Date("2026-11-25T10:00:00Z");
let adminPassword: string = ADMIN.password;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, rateLimitPasswordReset: 1000 });
  await signInAdmin(t.app);
});
afterAll(async () => t.close());

const PASSWORD = "Inanga-secret9";
const NEW_PASSWORD = "Agaseke-new-42";
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });
const ask = (email: string, headers: Record<string, string> = {}) =>
  post("/api/password-reset/", { email }, headers);
const confirm = (token: string, new_password = NEW_PASSWORD) =>
  post("/api/password-reset/confirm/", { token, new_password });
const check = (token: unknown) => post("/api/password-reset/check/", { token });

async function outbox() {
  await t.app.mailer.settled();
  // Signed in each time: the test's clock runs past an access token's 15 minutes.
  const { headers } = await signIn(t.app, ADMIN.username, adminPassword);
  const answer = await t.app.inject({ method: "GET", url: "/api/admin/outbox/?page_size=100", headers });
  expect(answer.statusCode).toBe(200);
  return answer.json() as {
    transport: string;
    results: { to: string; subject: string; body: string; language: string }[];
  };
}

async function linkSentTo(email: string): Promise<string> {
  const mail = (await outbox()).results.find((message) => message.to === email);
  expect(mail, `an email to ${email}`).toBeDefined();
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe("asking for a link", () => {
  it("answers the same whether or not an account uses the address, and mails only the account", async () => {
    await signUpShopper(t.app, "known_one");
    const known = await ask("Known_One@example.rw");
    const unknown = await ask("nobody-here@example.rw");
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const mails = (await outbox()).results;
    expect(mails.filter((mail) => mail.to === "known_one@example.rw")).toHaveLength(1);
    expect(mails.some((mail) => mail.to.includes("nobody-here"))).toBe(false);
    expect((await outbox()).transport).toBe("outbox");
  });

  it("keeps only the token's hash, and links to /reset-password on the site", async () => {
    const shopper = await signUpShopper(t.app, "hash_kept");
    await ask("hash_kept@example.rw");
    const token = await linkSentTo("hash_kept@example.rw");
    const rows = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, shopper.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    const mail = (await outbox()).results.find((message) => message.to === "hash_kept@example.rw")!;
    // No PUBLIC_URL: the configured local address (PORT, 3000 by default), not the request's.
    expect(mail.body).toContain(`http://localhost:3000/reset-password?token=${token}`);
  });

  it("writes the email in the account's language, else in the request's", async () => {
    const shopper = await signUpShopper(t.app, "parle_fr");
    await t.app.db.update(users).set({ language: "fr" }).where(eq(users.id, shopper.user.id));
    await ask("parle_fr@example.rw");
    await signUpShopper(t.app, "avuga_rw");
    await ask("avuga_rw@example.rw", { "accept-language": "rw" });
    const mails = (await outbox()).results;
    const french = mails.find((mail) => mail.to === "parle_fr@example.rw")!;
    expect(french.language).toBe("fr");
    expect(french.subject).toContain("Choisissez un nouveau mot de passe");
    const kinyarwanda = mails.find((mail) => mail.to === "avuga_rw@example.rw")!;
    expect(kinyarwanda.language).toBe("rw");
    expect(kinyarwanda.subject).toContain("Hitamo ijambo ry’ibanga rishya");
  });

  it("refuses a malformed address with a field message", async () => {
    const answer = await ask("not-an-email");
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ email: ["Please enter a valid email address"] });
  });
});

describe("choosing the new password", () => {
  it("works once, ends every session, and the new password signs in", async () => {
    const phone = await signUpShopper(t.app, "forgetful");
    const laptop = await signIn(t.app, "forgetful", PASSWORD);
    await ask("forgetful@example.rw");
    const token = await linkSentTo("forgetful@example.rw");

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().detail).toContain("Sign in with your new password");

    for (const device of [phone, laptop]) {
      const me = await t.app.inject({ method: "GET", url: "/api/users/me/", headers: device.headers });
      expect(me.statusCode).toBe(401);
      expect((await post("/api/login/refresh/", { refresh: device.refresh })).statusCode).toBe(401);
    }
    expect((await post("/api/login/", { username: "forgetful", password: PASSWORD })).statusCode).toBe(401);
    await signIn(t.app, "forgetful", NEW_PASSWORD);

    const again = await confirm(token, "Another-pass-77");
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      token: ["This reset link is invalid, already used or expired. Ask for a new one."],
    });
    await signIn(t.app, "forgetful", NEW_PASSWORD);
  });

  it("refuses an expired link, and a link older than the one used", async () => {
    await signUpShopper(t.app, "slow_reader");
    await ask("slow_reader@example.rw");
    const first = await linkSentTo("slow_reader@example.rw");
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await confirm(first)).statusCode).toBe(400);

    await ask("slow_reader@example.rw");
    const mails = (await outbox()).results.filter((mail) => mail.to === "slow_reader@example.rw");
    expect(mails).toHaveLength(2);
    await ask("slow_reader@example.rw");
    const tokens = (await outbox()).results
      .filter((mail) => mail.to === "slow_reader@example.rw")
      .map((mail) => /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]!);
    // Latest first: the newest link resets, the other unexpired one then no longer does.
    expect((await confirm(tokens[0]!)).statusCode).toBe(200);
    expect((await confirm(tokens[1]!, "Yet-another-88")).statusCode).toBe(400);
  });

  it("holds the new password to sign-up's rules, and a refused password leaves the link usable", async () => {
    await signUpShopper(t.app, "weak_choice");
    await ask("weak_choice@example.rw");
    const token = await linkSentTo("weak_choice@example.rw");
    const short = await confirm(token, "abc");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ new_password: ["Password must be at least 6 characters"] });
    const unknown = await confirm("made-up-token");
    expect(unknown.json()).toHaveProperty("token");
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("holds an administrator's new password to the portal's rule", async () => {
    const [admin] = await t.app.db.select().from(users).where(eq(users.username, ADMIN.username));
    await ask(admin!.email);
    const token = await linkSentTo(admin!.email);
    const tooLong = await confirm(token, "Admin-pass-that-is-far-too-long-123");
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ new_password: ["Password must be between 8 and 32 characters"] });
    expect((await confirm(token, "Portal-pass-2027")).statusCode).toBe(200);
    adminPassword = "Portal-pass-2027";
  });

  it("lifts the sign-in lock", async () => {
    await signUpShopper(t.app, "locked_out");
    for (let i = 0; i < 5; i++)
      await post("/api/login/", { username: "locked_out", password: "wrong-guess" });
    const locked = await post("/api/login/", { username: "locked_out", password: PASSWORD });
    expect(locked.statusCode).toBe(429);
    await ask("locked_out@example.rw");
    expect((await confirm(await linkSentTo("locked_out@example.rw"))).statusCode).toBe(200);
    await signIn(t.app, "locked_out", NEW_PASSWORD);
  });
});

describe("checking a link before the password is typed", () => {
  const INVALID = { token: ["This reset link is invalid, already used or expired. Ask for a new one."] };

  it("says a fresh link works and changes nothing: the link still resets afterwards", async () => {
    await signUpShopper(t.app, "early_asker");
    await ask("early_asker@example.rw");
    const token = await linkSentTo("early_asker@example.rw");
    expect((await check(token)).statusCode).toBe(204);
    expect((await check(token)).statusCode).toBe(204);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it("refuses a used, an expired and an unknown link with confirm's field error", async () => {
    await signUpShopper(t.app, "second_click");
    await ask("second_click@example.rw");
    const used = await linkSentTo("second_click@example.rw");
    expect((await confirm(used)).statusCode).toBe(200);
    const again = await check(used);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);

    await ask("second_click@example.rw");
    const mails = (await outbox()).results.filter((mail) => mail.to === "second_click@example.rw");
    const late = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.body)![1]!;
    expect((await check(late)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect((await check(late)).json()).toEqual(INVALID);

    expect((await check("not-a-token-anyone-was-sent")).json()).toEqual(INVALID);
  });

  it("validates the token like confirm does", async () => {
    expect((await check("")).statusCode).toBe(400);
    expect((await check("x".repeat(201))).statusCode).toBe(400);
    expect((await check(12)).statusCode).toBe(400);
  });

  it("answers 429 past RATE_LIMIT_LOGIN a minute from one address", async () => {
    const strict = await buildTestApp({ rateLimitLogin: 2 });
    try {
      const send = () =>
        strict.app.inject({ method: "POST", url: "/api/password-reset/check/", payload: { token: "abc" } });
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(400);
      expect((await send()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe("limits", () => {
  it("sends an account at most 5 links an hour, answering as usual", async () => {
    await signUpShopper(t.app, "flooded");
    for (let i = 0; i < 7; i++) {
      clock = new Date(clock.getTime() + 61_000);
      expect((await ask("flooded@example.rw")).statusCode).toBe(202);
    }
    expect((await outbox()).results.filter((mail) => mail.to === "flooded@example.rw")).toHaveLength(5);
  });

  it("sends no sixth link when the requests are handled at the same moment", async () => {
    await signUpShopper(t.app, "together");
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    // The work runs after each answer (mailer.later), so eight requests' lookups overlap.
    for (let i = 0; i < 8; i++) requestPasswordReset(t.app, "together@example.rw", "en", "http://localhost");
    expect((await outbox()).results.filter((mail) => mail.to === "together@example.rw")).toHaveLength(5);
  });

  it("limits requests per email address a minute, known or not", async () => {
    clock = new Date(clock.getTime() + 3_600_000);
    for (const email of ["ghost@example.rw", "flooded@example.rw"]) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await ask(email)).statusCode);
      expect(answers).toEqual([202, 202, 202, 429]);
    }
  });
});

describe("per client address", () => {
  it("answers 429 past RATE_LIMIT_PASSWORD_RESET a minute, before reading the body", async () => {
    const strict = await buildTestApp({ rateLimitPasswordReset: 2 });
    try {
      const send = (payload: object) =>
        strict.app.inject({ method: "POST", url: "/api/password-reset/", payload });
      expect((await send({ email: "a@example.rw" })).statusCode).toBe(202);
      expect((await send({ email: "b@example.rw" })).statusCode).toBe(202);
      const third = await send({ email: 12 });
      expect(third.statusCode).toBe(429);
      expect(third.json().detail).toBeTruthy();
    } finally {
      await strict.close();
    }
  });
});

describe("the link's address", () => {
  const HOSTILE = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

  async function linkOf(app: TestApp["app"], username: string): Promise<string> {
    await signUpShopper(app, username);
    const answer = await app.inject({
      method: "POST",
      url: "/api/password-reset/",
      payload: { email: `${username}@example.rw` },
      headers: HOSTILE,
    });
    expect(answer.statusCode).toBe(202);
    await app.mailer.settled();
    const { headers } = await signInAdmin(app);
    const mails = (await app.inject({ method: "GET", url: "/api/admin/outbox/", headers })).json();
    const body: string = mails.results.find(
      (mail: { to: string }) => mail.to === `${username}@example.rw`,
    ).body;
    return /(\S+)\/reset-password\?token=/.exec(body)![1]!;
  }

  it("is never taken from Host or X-Forwarded-Host, even from a trusted proxy", async () => {
    for (const trustProxy of [false, ["127.0.0.1"]] as const) {
      const bare = await buildTestApp({
        trustProxy: trustProxy === false ? false : [...trustProxy],
        port: 4123,
      });
      try {
        expect(await linkOf(bare.app, "host_bare")).toBe("http://localhost:4123");
      } finally {
        await bare.close();
      }
      const configured = await buildTestApp({
        trustProxy: trustProxy === false ? false : [...trustProxy],
        publicUrl: "https://heritage.rw/",
      });
      try {
        expect(await linkOf(configured.app, "host_public")).toBe("https://heritage.rw");
      } finally {
        await configured.close();
      }
    }
  });
});
