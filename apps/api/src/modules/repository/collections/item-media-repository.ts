import type { itemMediaDetailsSchema } from "@heritage/domain/item-media";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { itemMedia, items } from "../../../db/schema/collections.ts";
import type { StoredItemFile } from "./item-media-files.ts";
import type { ItemRow } from "./item-values.ts";
import type { MediaRow } from "./publication-reads.ts";

/**
 * The admin's writes of an item's files (upload, details, order, removal, captions). Each change
 * of a file moves its item on in the same transaction, so an open form sees the new version.
 */

/** A live (undeleted) item by public id, or undefined. */
export async function findLiveItem(db: Db, publicId: string): Promise<ItemRow | undefined> {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.public_id, publicId), isNull(items.deleted_at)));
  return row;
}

/** One file of a live item, with its item, or undefined. */
export async function findLiveItemMedia(db: Db, itemPublicId: string, mediaPublicId: string) {
  const [row] = await db
    .select({ media: itemMedia, item: items })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .where(
      and(
        eq(items.public_id, itemPublicId),
        isNull(items.deleted_at),
        eq(itemMedia.public_id, mediaPublicId),
      ),
    );
  return row;
}

/** Every change of an item's media moves the item on (version and updated_at, by the trigger of decision 110). */
async function touchItem(db: DbOrTx, itemId: number) {
  await db.update(items).set({ updated_at: sql`now()` }).where(eq(items.id, itemId));
}

/** The stored file as the item's last one, in the item's original language. */
export async function addItemMedia(
  db: Db,
  item: Pick<ItemRow, "id" | "original_language">,
  file: StoredItemFile,
): Promise<MediaRow> {
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${itemMedia.position}), -1)::int` })
      .from(itemMedia)
      .where(eq(itemMedia.item_id, item.id));
    const [inserted] = await tx
      .insert(itemMedia)
      .values({
        ...file,
        item_id: item.id,
        position: (last?.position ?? -1) + 1,
        original_language: item.original_language,
      })
      .returning();
    await touchItem(tx, item.id);
    return inserted!;
  });
}

/** Sets one file's caption and rights; undefined when the item has no such file. */
export async function updateItemMediaDetails(
  db: Db,
  itemId: number,
  mediaPublicId: string,
  details: z.output<typeof itemMediaDetailsSchema>,
): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(itemMedia)
      .set(details)
      .where(and(eq(itemMedia.item_id, itemId), eq(itemMedia.public_id, mediaPublicId)))
      .returning();
    if (!updated) return undefined;
    await touchItem(tx, itemId);
    return updated;
  });
}

/**
 * Puts the item's files in `order` (lower-case public ids) and answers them in it; null, with
 * nothing changed, unless `order` names every file of the item exactly once.
 */
export async function reorderItemMedia(
  db: Db,
  itemId: number,
  order: readonly string[],
): Promise<MediaRow[] | null> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ public_id: itemMedia.public_id })
      .from(itemMedia)
      .where(eq(itemMedia.item_id, itemId));
    const known = new Set(current.map((r) => r.public_id));
    if (
      new Set(order).size !== order.length ||
      order.length !== known.size ||
      order.some((id) => !known.has(id))
    )
      return null;
    for (const [position, id] of order.entries())
      await tx.update(itemMedia).set({ position }).where(eq(itemMedia.public_id, id));
    await touchItem(tx, itemId);
    return tx
      .select()
      .from(itemMedia)
      .where(eq(itemMedia.item_id, itemId))
      .orderBy(asc(itemMedia.position), asc(itemMedia.id));
  });
}

/** Deletes one file's row and answers it (its stored files are the caller's to remove); undefined when none. */
export async function deleteItemMedia(
  db: Db,
  itemId: number,
  mediaPublicId: string,
): Promise<MediaRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(itemMedia)
      .where(and(eq(itemMedia.item_id, itemId), eq(itemMedia.public_id, mediaPublicId)))
      .returning();
    if (!row) return undefined;
    await touchItem(tx, itemId);
    return row;
  });
}

/** Sets (or with null clears) one file's captions key; undefined when the file is gone. */
export async function setItemMediaCaptions(
  db: Db,
  media: { id: number; item_id: number },
  key: string | null,
): Promise<MediaRow | undefined> {
  const [updated] = await db.transaction(async (tx) => {
    const changed = await tx
      .update(itemMedia)
      .set({ captions_key: key })
      .where(eq(itemMedia.id, media.id))
      .returning();
    await touchItem(tx, media.item_id);
    return changed;
  });
  return updated;
}
