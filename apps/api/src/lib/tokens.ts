import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;

export interface AccessClaims {
  userId: number;
  type: "user" | "admin";
}

/** The signing key: JWT_SECRET, else one generated once and kept in DATA_DIR, else (tests) random. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string | undefined): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  if (!dataDir) return crypto.randomBytes(48);
  const file = path.join(dataDir, "jwt-secret");
  try {
    return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(48).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return new TextEncoder().encode(secret);
  }
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ type: claims.type, token_type: "access" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

/**
 * The signing key as a WebCrypto key, imported once: given raw bytes, jose imports them again on
 * every verification, which took about two thirds of the time of each (141 µs → 41 µs here).
 */
export function importVerifyKey(secret: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
}

export async function verifyAccessToken(
  secret: CryptoKey | Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ["HS256"],
      currentDate: now,
    });
    if (payload.token_type !== "access") return null;
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId)) return null;
    return { userId, type: payload.type === "admin" ? "admin" : "user" };
  } catch {
    return null;
  }
}

/** Opaque refresh tokens: random, stored only as a SHA-256 hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
