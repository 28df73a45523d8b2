import type { Language } from "@heritage/domain/languages";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { type FileUrls, OPEN_FILES_ONLY } from "../protocols/file-urls.ts";
import { itemExtras } from "../protocols/item-extras.ts";
import { VISITOR, type Viewer } from "../protocols/visibility.ts";
import { listItems } from "./item-list.ts";
import { itemSummary, mediaView } from "./item-view.ts";
import { mediaOfItem } from "./publication-reads.ts";

const RELATED = 6;

/**
 * One item's page by slug (or public id): every DC value in the reader's language, the media with
 * their rights, and up to six related items — those sharing the community, a subject or the
 * collection, closest first. Everything on it is what the cultural protocols let `viewer` see, with
 * the files they may see (decision 162). The public reads only published items; an own page
 * (`preview`: an admin's form, a creator's own draft) reads the item whatever its status, but its
 * related items are still those `viewer` may read on the public pages.
 */
export async function findItemPage(
  db: Db,
  key: { slug?: string; publicId?: string },
  language: Language,
  preview: boolean,
  viewer: Viewer = VISITOR,
  urls: FileUrls = OPEN_FILES_ONLY,
) {
  const match = key.publicId ? eq(items.public_id, key.publicId) : eq(items.slug, key.slug ?? "");
  const { rows } = await listItems(db, { page_size: 1, status: "all" }, preview, match, undefined, viewer);
  const row = rows[0];
  if (!row) return undefined;
  const media = await mediaOfItem(db, row.item.id, viewer);
  const related = await relatedItems(db, row.item, preview && viewer.admin, viewer);
  const summary = itemSummary(row, language, urls);
  const extras = await itemExtras(db, row.item.id, language);
  return {
    ...summary,
    public_id: row.item.public_id,
    version: row.item.version,
    access: row.item.access,
    sacred: row.item.sacred,
    ...extras,
    media: media.map((file) => mediaView(file, language, summary.dc.rights, urls, row.open_to_all)),
    related: related.map((other) => itemSummary(other, language, urls)),
    ...(preview
      ? { translations: row.item.translations, deleted_at: row.item.deleted_at?.toISOString() ?? null }
      : {}),
  };
}

/** `anyCollection`: an admin's preview also relates items of collections not yet published. */
async function relatedItems(db: Db, item: typeof items.$inferSelect, anyCollection: boolean, viewer: Viewer) {
  // An array as one parameter (a JS array inside sql`` would become a list of parameters).
  const subjects = sql`array(select jsonb_array_elements_text(${JSON.stringify(item.dc_subject)}::jsonb))`;
  const closeness = sql`(case when ${items.community} is not distinct from ${item.community} and ${items.community} is not null then 2 else 0 end)
    + (case when ${items.dc_subject} && ${subjects} then 2 else 0 end)
    + (case when ${items.collection_id} = ${item.collection_id} then 1 else 0 end)`;
  const { rows } = await listItems(
    db,
    { page_size: RELATED, status: "published" },
    anyCollection,
    and(ne(items.id, item.id), sql`${closeness} > 0`),
    [sql`${closeness} desc`, sql`${items.id} asc`],
    viewer,
  );
  return rows;
}
