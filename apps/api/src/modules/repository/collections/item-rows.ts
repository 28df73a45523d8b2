import type { ItemTranslations } from "@heritage/domain/collections-model";
import type { Language } from "@heritage/domain/languages";
import type { Db } from "../../../db/client.ts";
import { items } from "../../../db/schema/collections.ts";
import { type DcValues, dcColumnsOf, searchTextsOf } from "./item-values.ts";

/** What every write of an item sets besides its identity: the one place that fills the search columns. */
export interface ItemFields {
  type: (typeof items.$inferInsert)["type"];
  collection_id: number;
  institution_id: number;
  slug: string;
  dc: DcValues;
  community: string | null;
  place_name: string | null;
  latitude: number | null;
  longitude: number | null;
  period: string | null;
  featured: boolean;
  published: boolean;
  original_language: Language;
  translations: ItemTranslations;
}

/** The column values of an item write, with `title_text`/`search_text` computed from the texts. */
export function itemColumns(fields: ItemFields) {
  const { dc, ...rest } = fields;
  const columns = { ...rest, ...dcColumnsOf(dc) };
  return { ...columns, ...searchTextsOf(columns) };
}

/** Inserts one item; `published_at` is set when it is created published. */
export async function insertItem(db: Db, fields: ItemFields, publicId?: string) {
  const [row] = await db
    .insert(items)
    .values({
      ...itemColumns(fields),
      ...(publicId ? { public_id: publicId } : {}),
      published_at: fields.published ? new Date() : null,
    })
    .returning();
  return row!;
}
