import crypto from "node:crypto";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_SECONDS, signAccessToken, verifyAccessToken } from "./tokens.ts";

const secret = new TextEncoder().encode("a-test-signing-key-of-at-least-32-characters");
const now = new Date("2026-11-23T10:00:00Z");
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const hmac = (key: Uint8Array, data: string) =>
  crypto.createHmac("sha256", key).update(data).digest("base64url");

/** A token with any header and claims, signed with HMAC-SHA256 as given. */
function forge(header: object, claims: object, key = secret): string {
  const body = `${b64(header)}.${b64(claims)}`;
  return `${body}.${hmac(key, body)}`;
}

describe("access tokens", () => {
  it("round-trips what signAccessToken wrote", async () => {
    const token = await signAccessToken(secret, { userId: 42, type: "admin", version: 3 }, now);
    expect(verifyAccessToken(secret, token, now)).toEqual({ userId: 42, type: "admin", version: 3 });
    expect(verifyAccessToken(secret, token, later(ACCESS_TOKEN_SECONDS - 1))).toEqual({
      userId: 42,
      type: "admin",
      version: 3,
    });
  });

  it("refuses an expired token, another key's, and a changed payload", async () => {
    const token = await signAccessToken(secret, { userId: 7, type: "user", version: 0 }, now);
    expect(verifyAccessToken(secret, token, later(ACCESS_TOKEN_SECONDS))).toBeNull();
    expect(
      verifyAccessToken(new TextEncoder().encode("another-key-another-key-another-key!"), token, now),
    ).toBeNull();
    const [header, , signature] = token.split(".");
    const promoted = b64({ type: "admin", token_type: "access", sub: "7", exp: now.getTime() / 1000 + 60 });
    expect(verifyAccessToken(secret, `${header}.${promoted}.${signature}`, now)).toBeNull();
  });

  it("accepts only the HS256 header, so 'none' or another algorithm cannot be slipped in", () => {
    const claims = { token_type: "access", sub: "7", exp: now.getTime() / 1000 + 60 };
    expect(verifyAccessToken(secret, forge({ alg: "HS256" }, claims), now)).toEqual({
      userId: 7,
      type: "user",
      version: 0,
    });
    expect(verifyAccessToken(secret, forge({ alg: "none" }, claims), now)).toBeNull();
    expect(verifyAccessToken(secret, forge({ alg: "HS512" }, claims), now)).toBeNull();
    expect(verifyAccessToken(secret, `${b64({ alg: "none" })}.${b64(claims)}.`, now)).toBeNull();
  });

  it("refuses refresh-type or subject-less tokens and any malformed string", async () => {
    const exp = now.getTime() / 1000 + 60;
    expect(
      verifyAccessToken(secret, forge({ alg: "HS256" }, { token_type: "refresh", sub: "7", exp }), now),
    ).toBeNull();
    expect(verifyAccessToken(secret, forge({ alg: "HS256" }, { token_type: "access", exp }), now)).toBeNull();
    expect(
      verifyAccessToken(secret, forge({ alg: "HS256" }, { token_type: "access", sub: "x", exp }), now),
    ).toBeNull();
    expect(
      verifyAccessToken(secret, forge({ alg: "HS256" }, { token_type: "access", sub: "7" }), now),
    ).toBeNull();
    for (const sub of ["2147483648", "9007199254740993", "-4", "0"]) {
      const forged = forge({ alg: "HS256" }, { token_type: "access", sub, exp });
      expect(verifyAccessToken(secret, forged, now), sub).toBeNull();
    }
    for (const junk of ["", "a.b", "a.b.c", "....", "x".repeat(5000)]) {
      expect(verifyAccessToken(secret, junk, now)).toBeNull();
    }
    const notJson = `${Buffer.from("{").toString("base64url")}.${Buffer.from("[").toString("base64url")}`;
    expect(verifyAccessToken(secret, `${notJson}.${hmac(secret, notJson)}`, now)).toBeNull();
  });

  it("reads a token that jose signed the way the server signs", async () => {
    const token = await new SignJWT({ type: "user", token_type: "access" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("9")
      .setIssuedAt(now.getTime() / 1000)
      .setExpirationTime(now.getTime() / 1000 + 60)
      .sign(secret);
    // A token signed before token versions existed carries none: version 0, every account's first.
    expect(verifyAccessToken(secret, token, now)).toEqual({ userId: 9, type: "user", version: 0 });
  });

  it("carries the sign-in it belongs to", async () => {
    const token = await signAccessToken(
      secret,
      { userId: 5, type: "user", version: 1, session: "family-1" },
      now,
    );
    expect(verifyAccessToken(secret, token, now)).toEqual({
      userId: 5,
      type: "user",
      version: 1,
      session: "family-1",
    });
    const exp = now.getTime() / 1000 + 60;
    expect(
      verifyAccessToken(
        secret,
        forge({ alg: "HS256" }, { token_type: "access", sub: "5", exp, sid: 7 }),
        now,
      ),
    ).toBeNull();
  });

  it("refuses a token version that is not a whole number of 0 or more", () => {
    const exp = now.getTime() / 1000 + 60;
    for (const ver of [-1, 1.5, "2", null]) {
      const forged = forge({ alg: "HS256" }, { token_type: "access", sub: "7", exp, ver });
      expect(verifyAccessToken(secret, forged, now), String(ver)).toBeNull();
    }
  });
});
