import fs from "node:fs";
import { messages } from "@heritage/domain/messages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { bootsTimeout, freePort, startServer } from "../test/process/server-process.ts";

/**
 * A directory no process can create files in, root included (tests often run as root, whom
 * chmod does not stop): sysfs refuses new files with EACCES to everybody. It stands for a
 * read-only mount or a full disk.
 */
const UNWRITABLE_DIR = "/sys/kernel";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // The media directory becomes that unwritable directory.
  fs.rmSync(t.app.mediaDir, { recursive: true, force: true });
  fs.symlinkSync(UNWRITABLE_DIR, t.app.mediaDir);
});
afterAll(async () => {
  fs.rmSync(t.app.mediaDir, { force: true });
  await t.close();
});

const picture = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .png()
      .toBuffer()
  ).toString("base64")}`;

describe("a media store that cannot take files", () => {
  it("answers uploads with 503 and a detail, and health reports it", async () => {
    const admin = (await signInAdmin(t.app)).headers;
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/media/",
      headers: admin,
      payload: { image: await picture() },
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toEqual({ detail: messages.media.storeUnavailable });

    const shopper = (await signUpShopper(t.app)).headers;
    const avatar = await t.app.inject({
      method: "PATCH",
      url: "/api/users/me/",
      headers: shopper,
      payload: { avatar: await picture(), first_name: "Kept" },
    });
    expect(avatar.statusCode).toBe(503);
    const me = await t.app.inject({ method: "GET", url: "/api/users/me/", headers: shopper });
    expect(me.json()).toMatchObject({ first_name: "Aline", avatar: null });

    const health = await t.app.inject({ method: "GET", url: "/api/health/" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: "degraded", media: "read-only" });
  });

  it(
    "stops the server at start with one line when the data directory cannot be written",
    async () => {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: UNWRITABLE_DIR });
      expect(await server.exited).toBe(1);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot write \/sys\/kernel\/server\.lock\S* \(EACCES\): DATA_DIR must be a directory/,
      );
    },
    bootsTimeout(1),
  );
});
