import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { hashPassword } from "../../lib/passwords.ts";

/** Creates the administrator, or resets its password and role if the username exists. */
export async function ensureAdmin(
  db: Db,
  username: string,
  password: string,
): Promise<"created" | "updated"> {
  const passwordHash = await hashPassword(password);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (existing) {
    await db
      .update(users)
      .set({ password_hash: passwordHash, type: "admin", updated_at: new Date() })
      .where(eq(users.id, existing.id));
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
