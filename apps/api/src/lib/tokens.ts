import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
/**
 * How long after a refresh token was used the same token still answers, with the same new refresh
 * token (two tabs refreshing at once, a retry after a lost answer); later, a reuse revokes the
 * whole sign-in (decision 090).
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface AccessClaims {
  userId: number;
  type: "user" | "admin";
  /** The account's token_version when the token was signed (absent in older tokens: 0). */
  version: number;
  /** The sign-in (refresh family) the token belongs to, so a logout can end it alone. */
  session?: string;
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
  return new SignJWT({ type: claims.type, token_type: "access", ver: claims.version, sid: claims.session })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

const HS256_HEADER = /^\{\s*"alg"\s*:\s*"HS256"\s*(,\s*"typ"\s*:\s*"JWT"\s*)?\}$/;

const MAX_USER_ID = 2_147_483_647;

/**
 * Checks an access token (HS256) synchronously with node:crypto. It runs on every signed-in
 * request: jose's WebCrypto verification queued two async crypto jobs per call, about 11 % of the
 * server's CPU for a cart read on PostgreSQL. Only what signAccessToken writes is accepted: the
 * HS256 header, a valid signature (compared in constant time), an unexpired access token.
 */
export function verifyAccessToken(secret: Uint8Array, token: string, now: Date): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = crypto.createHmac("sha256", secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  if (!HS256_HEADER.test(Buffer.from(header, "base64url").toString("utf8"))) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (claims === null || typeof claims !== "object") return null;
  if (typeof claims.exp !== "number" || claims.exp <= now.getTime() / 1000) return null;
  if (claims.token_type !== "access") return null;
  const userId = Number(claims.sub);
  // A user id is a PostgreSQL integer: anything else could not name a user, and one such id in a
  // shared user lookup (db/coalesced-reads.ts) would fail the requests read with it.
  if (typeof claims.sub !== "string" || !Number.isInteger(userId) || userId <= 0 || userId > MAX_USER_ID) {
    return null;
  }
  const version = claims.ver === undefined ? 0 : claims.ver;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) return null;
  const type = claims.type === "admin" ? "admin" : "user";
  if (claims.sid === undefined) return { userId, type, version };
  if (typeof claims.sid !== "string") return null;
  return { userId, type, version, session: claims.sid };
}

/** Opaque refresh tokens: random, stored only as a SHA-256 hash. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/**
 * The refresh token that replaces `token` when it is used: derived from it with the server's key
 * rather than drawn at random, so a second refresh with `token` inside the grace window can answer
 * the same successor although only its hash is stored. Without the key it cannot be computed.
 */
export function successorRefreshToken(secret: Uint8Array, token: string): string {
  return crypto.createHmac("sha256", secret).update(`refresh-successor:${token}`).digest("base64url");
}

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}
