import { messages } from "@heritage/domain/messages";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { users } from "../../../db/schema/users.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import type { UserRow } from "../users/user-repository.ts";

type OwnFields = Partial<typeof users.$inferInsert>;

/**
 * Writes a person's own fields and answers the row with the avatar this write replaced, read
 * under the row's lock: two changes at once each see the one they really replace.
 */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  changes: OwnFields,
): Promise<{ row: UserRow; previousAvatar: string | null }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ avatar: users.avatar })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    return { row: updated!, previousAvatar: before?.avatar ?? null };
  });
}

export async function setPasswordHash(db: Db, userId: number, password_hash: string, now: Date) {
  await db.update(users).set({ password_hash, updated_at: now }).where(eq(users.id, userId));
}

/**
 * Deletes a person's own account; the cart, wishlist and sessions go with it (foreign keys), orders
 * stay with the shop. Answers the avatar, for the caller to release once this is committed.
 */
export async function deleteOwnAccount(db: Db, user: Pick<UserRow, "id" | "type">) {
  return db.transaction(async (tx) => {
    if (user.type === "admin") {
      // Serialises admin self-deletions so two last admins cannot both leave.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.type, "admin"))
        // In id order, as an administrator's deletion of a user locks them: no deadlock between the two.
        .orderBy(asc(users.id))
        .for("update");
      if (admins.length <= 1) throw new HttpError(409, messages.profile.lastAdmin);
    }
    const [deleted] = await tx.delete(users).where(eq(users.id, user.id)).returning({ avatar: users.avatar });
    return deleted?.avatar;
  });
}
