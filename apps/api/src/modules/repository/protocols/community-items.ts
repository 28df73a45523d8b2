import type { Language } from "@heritage/domain/languages";
import type { LabelCode } from "@heritage/domain/local-contexts-labels";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { itemTextsIn } from "../collections/item-values.ts";
import { labelsOf } from "./item-protocol-service.ts";

/**
 * The items a community holds (`items.community_id`), for its stewards' screen (decision 168): each
 * with its title in the reader's language, who may see it and its Local Contexts labels, drafts
 * included, since stewards label what their community shares before or after it is published.
 * The caller has checked that the reader stewards the community (or is an admin).
 */

/** A steward's screen lists at most this many; a community holding more is an admin's work. */
export const COMMUNITY_ITEMS_LIMIT = 200;

export async function communityItems(db: Db, communityId: number, language: Language) {
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.community_id, communityId), isNull(items.deleted_at)))
    .orderBy(asc(items.title_text), asc(items.id))
    .limit(COMMUNITY_ITEMS_LIMIT);
  const labels = await labelsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.public_id,
    slug: row.slug,
    title: itemTextsIn(row, language).dc.title[0] ?? "",
    access: row.access,
    sacred: row.sacred,
    published: row.published,
    labels: labels.get(row.id) ?? ([] as LabelCode[]),
  }));
}
