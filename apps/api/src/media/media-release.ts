import type { FastifyInstance } from "fastify";
import { mediaIdFromUrl } from "./image-references.ts";
import { referencedMediaIds } from "./media-references.ts";
import { deleteMediaRows, removeMediaFiles } from "./picture-store.ts";

/**
 * Deletes the pictures behind `urls` that no row points at any more: called once the write that
 * replaced or dropped them is committed (an avatar change, a product's new images, a deleted
 * account). A picture still used elsewhere (an order line's snapshot, another record) stays.
 * Never fails the request: what it cannot delete, the orphan sweep (orphan-sweep.ts) will.
 */
export async function releaseMedia(
  app: FastifyInstance,
  urls: readonly (string | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(urls.flatMap((url) => (url ? [mediaIdFromUrl(url)] : [])))].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return;
  try {
    const referenced = await referencedMediaIds(app.db, ids);
    const unused = ids.filter((id) => !referenced.has(id));
    // The row first: once it is gone no new record can pick the picture by its id.
    await deleteMediaRows(app.db, unused);
    await removeMediaFiles(app.mediaStore, unused);
  } catch (error) {
    app.log.warn({ err: error }, "replaced media not removed; the orphan sweep will remove it");
  }
}
