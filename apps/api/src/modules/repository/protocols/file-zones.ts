import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { collections, itemMedia, items } from "../../../db/schema/collections.ts";
import { enqueueJob, type Job } from "../../../jobs/queue.ts";
import type { MediaStore } from "../../../media/store/media-store.ts";
import { moveFolder, moveKey, zonedKey } from "../../../media/store/zones.ts";
import { tileSetKey } from "../iiif/image-tiles.ts";
import { itemVisibleTo, openToEveryone, VISITOR } from "./visibility.ts";

/**
 * Where a repository file lies follows whether everyone may see it (decision 199, amended): a file
 * of an item that is not public (community, restricted; sacred items never are), a draft, withdrawn
 * or deleted, or in a collection that is, or itself not public, is stored under `private/`, which
 * no public URL serves; the others under their plain key. A change of level queues a `media-zones`
 * job in the same transaction (a change of publication: a database trigger, migration 0219), so
 * the move cannot be forgotten; the job copies first and removes the old copy after, is retried
 * with the queue's growing delays, its failures are in the admins' job log, and an hourly check
 * queues it again for any file not open to everyone still found in the public area.
 */

export const ZONE_JOB = "media-zones";
export const ZONE_CHECK_JOB = "media-zones-check";

/**
 * The files of a removed media row. Only keys under items/ belong to the row alone: the demo
 * pictures moved into items (decision 123) still share their top-level files with the old tables.
 */
export function ownedKeys(row: {
  key: string;
  preview_key: string | null;
  thumbnail_key: string | null;
  captions_key?: string | null;
}) {
  return [row.key, row.preview_key, row.thumbnail_key, row.captions_key].filter(
    (key): key is string => key?.startsWith("items/") === true,
  );
}

/**
 * Whether a file belongs to the private area: whenever a visitor may not fetch it at its plain
 * URL (openToEveryone): its item or collection a draft, withdrawn or deleted, or its item's or its
 * own level not public. Read from a query over item_media ⋈ items ⋈ collections.
 */
const privateFile = () => sql<boolean>`not (${openToEveryone()})`;

/** The files of one item's media rows and where they belong now (read from the database). */
async function itemFiles(db: Db, itemId: number) {
  return db
    .select({ row: itemMedia, isPrivate: privateFile() })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(eq(itemMedia.item_id, itemId));
}

/** Whether the one media row `publicId` belongs to the private area, and its item; null when gone. */
export async function mediaIsPrivate(
  db: Db,
  publicId: string,
): Promise<{ isPrivate: boolean; itemId: number } | null> {
  const [row] = await db
    .select({ itemId: items.id, isPrivate: privateFile() })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(eq(itemMedia.public_id, publicId));
  return row ?? null;
}

/**
 * Whether a new file of the item, public itself, belongs to the private area (uploads store it
 * there at once): when the item is not open to everyone. True for an item that is gone.
 */
export async function newFileIsPrivate(db: Db, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ open: sql<boolean>`(${itemVisibleTo(VISITOR)})` })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(eq(items.id, itemId));
  return row?.open !== true;
}

/** Puts one media row's files (original, derived sizes, captions, IIIF tiles) in their area. */
export async function placeFiles(
  store: MediaStore,
  row: Parameters<typeof ownedKeys>[0] & { public_id: string; kind: string },
  isPrivate: boolean,
): Promise<void> {
  for (const key of ownedKeys(row)) await moveKey(store, key, isPrivate);
  if (row.kind === "image") await moveFolder(store, tileSetKey(row.public_id), isPrivate, "info.json");
}

/** Queues the move of an item's files; call it in the transaction that changes an access level. */
export async function queueZoneMove(db: DbOrTx, itemId: number): Promise<void> {
  await enqueueJob(db, ZONE_JOB, { item: itemId }, { maxAttempts: 6 });
}

/**
 * The job: every file of the item to its area, then the levels read again; moved again if they
 * changed meanwhile. One move per item at a time: two jobs moving the same files opposite ways
 * could each remove the other's copy, so a job that finds another running for the item waits for
 * a retry.
 */
export async function runZoneJob(app: FastifyInstance, payload: Record<string, unknown>, job: Job) {
  const itemId = Number(payload.item);
  if (!Number.isSafeInteger(itemId)) return;
  const others = await app.db.execute(sql`
    select 1 from background_jobs where kind = ${ZONE_JOB} and status = 'running'
      and id <> ${job.id} and payload->>'item' = ${String(itemId)} limit 1`);
  if (rowsOf(others).length > 0) throw new Error(`files of item ${itemId} are being moved by another job`);
  let placed = "";
  for (let round = 0; round < 5; round++) {
    const files = await itemFiles(app.db, itemId);
    const state = files.map((file) => `${file.row.id}:${file.isPrivate}`).join(",");
    if (state === placed) return;
    for (const file of files) await placeFiles(app.mediaStore, file.row, file.isPrivate);
    placed = state;
  }
  throw new Error(`access levels of item ${itemId} kept changing during the move`);
}

/**
 * The hourly check (and the first pass after this layout came in): any non-public file whose
 * original is still in the public area, or public file still in the private one, gets its
 * item's move queued. One existence check per file.
 */
export async function runZoneCheck(app: FastifyInstance) {
  const rows = await app.db
    .select({ item: itemMedia.item_id, key: itemMedia.key, isPrivate: privateFile() })
    .from(itemMedia)
    .innerJoin(items, eq(items.id, itemMedia.item_id))
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .where(and(sql`${itemMedia.key} like 'items/%'`));
  const misplaced = new Set<number>();
  for (const row of rows) {
    if (misplaced.has(row.item)) continue;
    if (await app.mediaStore.exists(zonedKey(row.key, !row.isPrivate))) misplaced.add(row.item);
  }
  for (const item of misplaced) await queueZoneMove(app.db, item);
  if (misplaced.size > 0) {
    app.jobs.wake();
    app.log.warn({ items: misplaced.size }, "repository files in the wrong area: moves queued");
  }
}
