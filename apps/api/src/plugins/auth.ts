import { messages } from "@heritage/domain/messages";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { coalescedReads } from "../db/coalesced-reads.ts";
import { users } from "../db/schema/users.ts";
import { HttpError } from "../lib/http-errors.ts";
import { verifyAccessToken } from "../lib/tokens.ts";

export interface AuthUser {
  id: number;
  username: string;
  type: "user" | "admin";
}

declare module "fastify" {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** Route onRequest guard (before body validation, so a stranger gets 401/403, never field errors): any signed-in user. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Route onRequest guard: administrators only (401 without a token, 403 for shoppers). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Route onRequest guard: shoppers only (401 without a token, 403 for administrators). */
    requireShopper: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Reads the bearer token on every request. The role comes from the users table, not from
 * the token, so a demotion or a deleted account takes effect at once; so do the token version,
 * raised to end every access token of the account, and the sign-ins logged out (decision 092).
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest("user", null);
  // Every signed-in request runs this; prepared once, Drizzle does not rebuild its SQL each time.
  const findUsers = app.db
    .select({
      id: users.id,
      username: users.username,
      type: users.type,
      token_version: users.token_version,
      ended_sessions: users.ended_sessions,
    })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("auth_find_users");
  // Signed-in requests that arrive together share one lookup, read after each of them arrived,
  // so a role changed or an account deleted before the request is still seen (coalesced-reads.ts).
  const usersById = coalescedReads(async (ids: number[]) => {
    const rows = await findUsers.execute({ ids });
    return new Map(rows.map((row) => [row.id, row]));
  });

  const invalid = () => new HttpError(401, messages.auth.invalidToken, { code: "token_not_valid" });
  // Callback-style: an anonymous request (every catalogue read) passes with no promise at all.
  app.addHook("onRequest", (request, _reply, done) => {
    const header = request.headers.authorization;
    if (!header?.startsWith("Bearer ")) return done();
    const claims = verifyAccessToken(app.jwtSecret, header.slice(7).trim(), app.now());
    if (!claims) return done(invalid());
    usersById(claims.userId).then(
      (rows) => {
        const row = rows.get(claims.userId);
        // A token signed before the account's version was raised (password change, logout
        // everywhere), or whose sign-in was logged out, is dead.
        if (!row || row.token_version !== claims.version) return done(invalid());
        if (claims.session && row.ended_sessions.some((ended) => ended.sid === claims.session)) {
          return done(invalid());
        }
        request.user = { id: row.id, username: row.username, type: row.type };
        done();
      },
      (error: Error) => done(error),
    );
  });

  const signedIn = (request: FastifyRequest): AuthUser => {
    if (!request.user) throw new HttpError(401, messages.auth.notAuthenticated);
    return request.user;
  };

  app.decorate("requireUser", async (request: FastifyRequest) => {
    signedIn(request);
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (signedIn(request).type !== "admin") throw new HttpError(403, messages.auth.forbidden);
  });
  app.decorate("requireShopper", async (request: FastifyRequest) => {
    if (signedIn(request).type !== "user") throw new HttpError(403, messages.auth.forbidden);
  });
}

/** The signed-in user inside a handler guarded by one of the guards above. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, messages.auth.notAuthenticated);
  return request.user;
}
