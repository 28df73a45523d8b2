import { asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { media } from "../db/schema/catalog.ts";
import { pictureKey } from "./picture-store.ts";
import { encodeResponsiveWidths, widthKey } from "./responsive-widths.ts";

export const WIDTH_BACKFILL_JOB = "media-widths";

/** Pictures per transaction: one catalogue version bump (decision 060) per batch, not per picture. */
const BATCH = 20;

/**
 * Gives pictures stored before decision 195 their narrower copies (queued hourly, once across
 * processes, by server.ts; the first run at start does the work). Safe to run again: a picture's
 * files are rewritten with the same bytes and `widths` set once they are all stored. A picture whose
 * full file is gone gets an empty list, so it is not read again.
 */
export async function runWidthBackfill(app: FastifyInstance): Promise<void> {
  let pictures = 0;
  for (;;) {
    const rows = await app.db
      .select({ id: media.id, width: media.width })
      .from(media)
      .where(isNull(media.widths))
      .orderBy(asc(media.created_at), asc(media.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    const stored: { id: string; widths: number[] }[] = [];
    for (const row of rows) {
      const full = await app.mediaStore.get(pictureKey(row.id));
      const copies = full ? await encodeResponsiveWidths(full, row.width) : [];
      for (const { width, data } of copies)
        await app.mediaStore.put(widthKey(row.id, width), data, { contentType: "image/webp" });
      stored.push({ id: row.id, widths: copies.map((copy) => copy.width) });
    }
    await app.db.transaction(async (tx) => {
      for (const { id, widths } of stored) await tx.update(media).set({ widths }).where(eq(media.id, id));
    });
    pictures += rows.length;
  }
  if (pictures > 0) app.log.info({ pictures }, "responsive picture widths stored");
}
