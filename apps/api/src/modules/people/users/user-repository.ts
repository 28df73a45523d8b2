import { messages } from "@heritage/domain/messages";
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";

export type UserRow = typeof users.$inferSelect;

export function toUserResponse(row: UserRow) {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    type: row.type,
    avatar: row.avatar,
    language: row.language,
  };
}

export function toCustomerResponse(row: UserRow) {
  return { ...toUserResponse(row), date_joined: row.created_at.toISOString(), version: row.version };
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Null when the user is gone or no longer at `version` (checked by the UPDATE itself, decision 075). */
export async function updateUser(
  db: Db,
  id: number,
  changes: Partial<Pick<UserRow, "username" | "email" | "first_name" | "last_name" | "updated_at">>,
  version?: number,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), version === undefined ? undefined : eq(users.version, version)))
    .returning();
  return row ?? null;
}

/** A shopper's account from sign-up (administrators come from `npm run create-admin`, admin-account.ts). */
export async function insertShopper(
  db: Db,
  fields: Pick<UserRow, "username" | "email" | "first_name" | "last_name" | "password_hash">,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...fields, type: "user" })
    .returning();
  return row!;
}

/** Sign-in takes a username or an email address, both case-insensitive. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${login})`, sql`lower(${users.email}) = lower(${login})`))
    .limit(1);
  return row;
}

/** Which of the unique fields are already taken by someone other than `exceptId`. */
export async function takenFields(
  db: Db,
  fields: { username?: string; email?: string },
  exceptId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const clauses: SQL[] = [];
  if (fields.username) clauses.push(sql`lower(${users.username}) = lower(${fields.username})`);
  if (fields.email) clauses.push(sql`lower(${users.email}) = lower(${fields.email})`);
  if (clauses.length === 0) return { username: false, email: false };
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(or(...clauses));
  const others = rows.filter((row) => row.id !== exceptId);
  return {
    username:
      !!fields.username && others.some((r) => r.username.toLowerCase() === fields.username!.toLowerCase()),
    email: !!fields.email && others.some((r) => r.email.toLowerCase() === fields.email!.toLowerCase()),
  };
}

export interface UserListQuery {
  search?: string;
  type?: "user" | "admin";
  limit?: number;
  offset?: number;
}

function listWhere(query: UserListQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.type) filters.push(eq(users.type, query.type));
  const term = query.search?.trim();
  if (term) {
    const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(users.username, pattern),
        ilike(users.email, pattern),
        sql`(${users.first_name} || ' ' || ${users.last_name}) ilike ${pattern}`,
      )!,
    );
  }
  return filters.length ? and(...filters) : undefined;
}

export async function listUsers(db: Db, query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
  const where = listWhere(query);
  const base = db.select().from(users).where(where).orderBy(asc(users.id));
  const rows = await (query.limit !== undefined ? base.limit(query.limit).offset(query.offset ?? 0) : base);
  if (query.limit === undefined) return { rows, total: rows.length };
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Deletes an account for an administrator, never their own and never the last administrator.
 * The target and every admin row are locked (in id order, so two deletions cannot deadlock)
 * before counting: two admins deleting each other at once leave one, not none. Answers the
 * deleted account's avatar, for the caller to release once this is committed.
 */
export async function deleteUser(db: Db, id: number, actorId: number): Promise<{ avatar: string | null }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(or(eq(users.type, "admin"), eq(users.id, id)))
      .orderBy(asc(users.id))
      .for("update");
    const target = rows.find((row) => row.id === id);
    if (!target) throw notFound();
    if (id === actorId) throw new HttpError(409, messages.customer.cannotDeleteSelf);
    const admins = rows.filter((row) => row.type === "admin");
    // An administrator deleted a moment ago (by a racing request) can no longer delete anyone.
    if (!admins.some((row) => row.id === actorId)) throw new HttpError(403, messages.auth.forbidden);
    if (target.type === "admin" && admins.length <= 1) {
      throw new HttpError(409, messages.customer.cannotDeleteLastAdmin);
    }
    const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning({ avatar: users.avatar });
    return { avatar: deleted?.avatar ?? null };
  });
}
