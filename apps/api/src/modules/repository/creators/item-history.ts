import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { itemHistory } from "../../../db/schema/community.ts";
import { users } from "../../../db/schema/users.ts";

/**
 * Every change of an item, by a creator or an admin, with who, when and which fields (decision
 * 161). The fields are compared here rather than by a trigger: a trigger would not know the person.
 */

type ItemRow = typeof items.$inferSelect;
export type HistoryAction =
  | "created"
  | "updated"
  | "submitted"
  | "returned"
  | "published"
  | "unpublished"
  | "deleted";

/** Columns that are bookkeeping, not what someone changed. */
const IGNORED = new Set([
  "id",
  "public_id",
  "version",
  "created_at",
  "updated_at",
  "title_text",
  "search_text",
  "published_at",
  "ever_public",
]);

/** The names of the fields that differ (`dc_title` shown as `title`). */
export function changedFields(before: ItemRow | undefined, after: ItemRow | undefined): string[] {
  if (!before || !after) return [];
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof ItemRow)[]) {
    if (IGNORED.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed.push(key.replace(/^dc_/, ""));
  }
  return changed;
}

export async function itemRowById(db: Db, id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

export async function itemRowByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(items).where(eq(items.public_id, publicId));
  return row;
}

export async function recordHistory(
  db: Db,
  entry: {
    itemId: number;
    actorId: number | null;
    action: HistoryAction;
    before?: ItemRow;
    after?: ItemRow;
    comment?: string | null;
    /** What changed when it is not a column of the item (its media). */
    changed?: string[];
  },
) {
  await db.insert(itemHistory).values({
    item_id: entry.itemId,
    actor_id: entry.actorId,
    action: entry.action,
    changes: { changed: entry.changed ?? changedFields(entry.before, entry.after) },
    comment: entry.comment ?? null,
  });
}

/**
 * Runs an admin write of an item and records it: the row before and after are compared. Used by
 * the admin item routes (collections module) so that admins' edits join the creators' history.
 */
export async function withItemHistory<T>(
  db: Db,
  publicId: string,
  actorId: number,
  action: HistoryAction | ((before: ItemRow | undefined, after: ItemRow) => HistoryAction),
  write: () => Promise<T>,
): Promise<T> {
  const before = await itemRowByPublicId(db, publicId);
  const result = await write();
  const after = await itemRowByPublicId(db, publicId);
  if (after) {
    await recordHistory(db, {
      itemId: after.id,
      actorId,
      action: typeof action === "function" ? action(before, after) : action,
      before,
      after,
    });
  }
  return result;
}

export async function historyOf(db: Db, itemId: number) {
  const rows = await db
    .select({ entry: itemHistory, username: users.username })
    .from(itemHistory)
    .leftJoin(users, eq(users.id, itemHistory.actor_id))
    .where(eq(itemHistory.item_id, itemId))
    .orderBy(asc(itemHistory.created_at), asc(itemHistory.id));
  return rows.map(({ entry, username }) => ({
    at: entry.created_at.toISOString(),
    actor: username,
    action: entry.action,
    changed: entry.changes.changed,
    comment: entry.comment,
  }));
}
