import type { RecordTranslations } from "@heritage/domain/collections-model";
import type { Language } from "@heritage/domain/languages";
import type { collections, institutions } from "../../../db/schema/collections.ts";
import { type FileUrls, OPEN_FILES_ONLY } from "../protocols/file-urls.ts";
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
  /** "<access>:<key>" of the first picture the reader may see. */
  thumbnail_key: string | null;
  media_count: number;
  /** Whether a visitor may see the item now. */
  open_to_all: boolean;
}

/** The first picture's URL: plain if everyone may see it, else signed for the reader (or none). */
function thumbnailUrl(row: ItemListRow, urls: FileUrls): string | null {
  if (!row.thumbnail_key) return null;
  const colon = row.thumbnail_key.indexOf(":");
  const access = row.thumbnail_key.slice(0, colon);
  return urls.url(row.thumbnail_key.slice(colon + 1), row.open_to_all && access === "public");
}

export function itemSummary(row: ItemListRow, language: Language, urls: FileUrls = OPEN_FILES_ONLY) {
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
    thumbnail_url: thumbnailUrl(row, urls),
    media_count: row.media_count,
    created_at: item.created_at.toISOString(),
    updated_at: item.updated_at.toISOString(),
  };
}

/** The media routes' old answer (admin and creator file lists): plain /media/ URLs. */
const PLAIN_URLS: FileUrls = { url: (key) => mediaKeyUrl(key) };

/** `openItem`: whether a visitor may see the item (then its public files keep plain URLs). */
export function mediaView(
  media: MediaRow,
  language: Language,
  itemRights: string[],
  urls: FileUrls = PLAIN_URLS,
  openItem = true,
) {
  const open = openItem && media.access === "public";
  return {
    id: media.public_id,
    kind: media.kind,
    access: media.access,
    url: urls.url(media.key, open) ?? "",
    preview_url: media.preview_key ? urls.url(media.preview_key, open) : null,
    thumbnail_url: media.thumbnail_key ? urls.url(media.thumbnail_key, open) : null,
    mime: media.mime,
    bytes: media.bytes,
    width: media.width,
    height: media.height,
    position: media.position,
    caption: textIn(media, "caption", media.caption, language),
    // The rights statement shown beside the file: its own, else the item's.
    rights: textIn(media, "rights", media.rights, language) || itemRights.join("; "),
    captions_url: media.captions_key ? urls.url(media.captions_key, open) : null,
  };
}
