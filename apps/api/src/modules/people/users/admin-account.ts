import { newAdminPasswordSchema } from "@heritage/domain/auth";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/users.ts";
import { hashPassword, verifyPassword } from "../../../lib/passwords.ts";
import { revokeAllSessions } from "../auth/session-tokens.ts";

/**
 * Creates the administrator, or resets its password and role if the username exists. The password
 * must pass the portal's rule (its callers, create-admin and ADMIN_PASSWORD, check it first with
 * the same schema; this refuses anything that slipped past them).
 */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<"created" | "updated" | "unchanged"> {
  const rule = newAdminPasswordSchema.safeParse(password);
  if (!rule.success) throw new Error(`The administrator's password: ${rule.error.issues[0]!.message}`);
  const [existing] = await db
    .select({ id: users.id, type: users.type, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  // ADMIN_PASSWORD is applied at every start: the same password again must not sign the admin out.
  if (existing?.type === "admin" && (await verifyPassword(existing.password_hash, password)))
    return "unchanged";
  const passwordHash = await hashPassword(password);
  if (existing) {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ password_hash: passwordHash, type: "admin", updated_at: now })
        .where(eq(users.id, existing.id));
      // A reset password is often a leaked one: whoever signed in with it is signed out.
      await revokeAllSessions(tx, existing.id, now);
    });
    return "updated";
  }
  await db.insert(users).values({
    username,
    email: `${username.toLowerCase()}@admin.local`,
    password_hash: passwordHash,
    first_name: "Site",
    last_name: "Administrator",
    type: "admin",
  });
  return "created";
}
