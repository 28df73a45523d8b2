import { arrayContains, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { searchTextsOf } from "./item-values.ts";

/**
 * A renamed institution's name follows into every item whose `dc:relation` named it (decision 124):
 * the notes on people a museum tells (decision 114) relate to it by its name, and OAI-PMH, IIIF, the
 * CSV export, the item page and the search columns all read that stored value. Called in the rename's
 * transaction, so no reader ever sees the new name beside the old relation. Each item's version and
 * datestamp move (the trigger of decision 110): harvesters are told its record changed.
 */
export async function renameInRelations(db: Db, before: string, after: string): Promise<number> {
  if (before === after) return 0;
  const related = await db
    .select()
    .from(items)
    .where(arrayContains(items.dc_relation, [before]));
  for (const row of related) {
    // The new name once, where the old one stood, even if an admin had typed both.
    const dc_relation = [...new Set(row.dc_relation.map((value) => (value === before ? after : value)))];
    await db
      .update(items)
      .set({ dc_relation, ...searchTextsOf({ ...row, dc_relation }) })
      .where(eq(items.id, row.id));
  }
  return related.length;
}
