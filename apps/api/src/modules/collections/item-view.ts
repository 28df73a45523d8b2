import type { RecordTranslations } from "@heritage/domain/collections-model";
import type { Language } from "@heritage/domain/languages";
import type { collections, institutions } from "../../db/schema/collections.ts";
import { type ItemRow, itemTextsIn } from "./item-values.ts";
import { type MediaRow, mediaKeyUrl } from "./publication-reads.ts";

/** How items, their media, collections and institutions are served (in the reader's language). */

type CollectionRow = typeof collections.$inferSelect;
type InstitutionRow = typeof institutions.$inferSelect;

/** One text field of a collection, institution or media row in `language`, else the original's. */
export function textIn(
  row: { original_language: Language; translations: RecordTranslations },
  field: string,
  original: string,
  language: Language,
): string {
  if (language === row.original_language) return original;
  return row.translations[language]?.[field] || original;
}

export interface ItemListRow {
  item: ItemRow;
  collection: Pick<CollectionRow, "public_id" | "slug" | "title" | "original_language" | "translations">;
  institution: Pick<InstitutionRow, "public_id" | "slug" | "name" | "original_language" | "translations">;
  thumbnail_key: string | null;
  media_count: number;
}

export function itemSummary(row: ItemListRow, language: Language) {
  const { item, collection, institution } = row;
  const texts = itemTextsIn(item, language);
  return {
    id: item.public_id,
    slug: item.slug,
    type: item.type,
    title: texts.dc.title[0] ?? "",
    ...texts,
    latitude: item.latitude,
    longitude: item.longitude,
    featured: item.featured,
    published: item.published,
    collection: {
      id: collection.public_id,
      slug: collection.slug,
      name: textIn(collection, "title", collection.title, language),
    },
    institution: {
      id: institution.public_id,
      slug: institution.slug,
      name: textIn(institution, "name", institution.name, language),
    },
    thumbnail_url: row.thumbnail_key ? mediaKeyUrl(row.thumbnail_key) : null,
    media_count: row.media_count,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}

export function mediaView(media: MediaRow, language: Language, itemRights: string[]) {
  return {
    id: media.public_id,
    kind: media.kind,
    url: mediaKeyUrl(media.key),
    preview_url: media.preview_key ? mediaKeyUrl(media.preview_key) : null,
    thumbnail_url: media.thumbnail_key ? mediaKeyUrl(media.thumbnail_key) : null,
    mime: media.mime,
    bytes: media.bytes,
    width: media.width,
    height: media.height,
    position: media.position,
    caption: textIn(media, "caption", media.caption, language),
    // The rights statement shown beside the file: its own, else the item's.
    rights: textIn(media, "rights", media.rights, language) || itemRights.join("; "),
  };
}
