import type { ItemInput } from "@heritage/domain/collections";
import type { ItemTranslations } from "@heritage/domain/collections-model";
import { messages } from "@heritage/domain/messages";
import { slugify } from "@heritage/domain/slug";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { conflict, FieldErrors, fieldError, notFound } from "../../../lib/http-errors.ts";
import { type ItemFields, insertItem, itemColumns } from "./item-rows.ts";

/** Admin writes of items (decision 112): checked references, unique slugs, versions (decision 075). */

const m = messages.collections;

/** Translations as stored: no entry for the original language, no empty lists. */
export function storedItemTranslations(translations: ItemTranslations, original: string): ItemTranslations {
  const stored: ItemTranslations = {};
  for (const [language, texts] of Object.entries(translations)) {
    if (language === original || !texts) continue;
    const kept = Object.fromEntries(
      Object.entries(texts).filter(([, values]) => values && values.length > 0),
    );
    if (Object.keys(kept).length > 0) stored[language as keyof ItemTranslations] = kept;
  }
  return stored;
}

/** The collection's and (holding) institution's internal ids, or 400 at the field. */
export async function resolvePlace(db: Db, input: Pick<ItemInput, "collection" | "institution">) {
  const [collection] = await db
    .select({ id: collections.id, institution_id: collections.institution_id })
    .from(collections)
    .where(and(eq(collections.public_id, input.collection), isNull(collections.deleted_at)));
  if (!collection) throw fieldError("collection", m.collectionUnknown);
  if (!input.institution) return { collection_id: collection.id, institution_id: collection.institution_id };
  const [institution] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.public_id, input.institution), isNull(institutions.deleted_at)));
  if (!institution) throw fieldError("institution", m.institutionUnknown);
  return { collection_id: collection.id, institution_id: institution.id };
}

/** Whether an item other than `exceptId` (any, deleted and hidden ones too) holds `slug`. */
export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.slug, slug), exceptId ? ne(items.id, exceptId) : undefined));
  return Boolean(row);
}

/** The readable part of a slug: the one given, else one made from the title, at most `length`. */
export const slugBase = (input: ItemInput, length: number) =>
  (input.slug || slugify(input.dc.title[0] ?? "") || "item").slice(0, length).replace(/-+$/, "");

/** How an item's slug is settled from its input (`exceptId`: the item being replaced). */
export type SlugChoice = (db: Db, input: ItemInput, exceptId?: number) => Promise<string>;

/**
 * Admins' rule: the given slug (400 if taken by another item), else one made from the title, unique
 * by a number. Admins may see every record, so an answer naming a taken slug hides nothing from them.
 */
export const chooseSlug: SlugChoice = async (db, input, exceptId) => {
  if (input.slug) {
    if (await slugTaken(db, input.slug, exceptId)) throw fieldError("slug", m.slugTaken);
    return input.slug;
  }
  const base = slugBase(input, 100);
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(db, slug, exceptId))) return slug;
  }
};

/**
 * What an item's form or CSV row says of it as stored: all but its place ids and slug, which the
 * form's save and the CSV import each settle their own way.
 */
export function describedFields(input: ItemInput) {
  return {
    type: input.type,
    dc: input.dc,
    community: input.community,
    place_name: input.place_name,
    latitude: input.latitude,
    longitude: input.longitude,
    period: input.period,
    featured: input.featured,
    published: input.published,
    original_language: input.original_language,
    translations: storedItemTranslations(input.translations, input.original_language),
  };
}

export async function itemFieldsOf(
  db: Db,
  input: ItemInput,
  exceptId?: number,
  slugOf: SlugChoice = chooseSlug,
): Promise<ItemFields> {
  const place = await resolvePlace(db, input);
  return {
    ...place,
    ...describedFields(input),
    slug: await slugOf(db, input, exceptId),
  };
}

/** `publicId`: the new item's, when its slug is made from it (creators' items). */
export async function createItem(db: Db, input: ItemInput, slugOf?: SlugChoice, publicId?: string) {
  return insertItem(db, await itemFieldsOf(db, input, undefined, slugOf), publicId);
}

/** Replaces the item loaded at `version`: 404 if gone, 409 `{detail, current}` if it changed since. */
export async function replaceItem(
  db: Db,
  publicId: string,
  input: ItemInput,
  current: (id: string) => Promise<unknown>,
  slugOf?: SlugChoice,
) {
  if (input.version === undefined) throw new FieldErrors({ version: [m.versionRequired] });
  const existing = await liveItem(db, publicId);
  const fields = await itemFieldsOf(db, input, existing.id, slugOf);
  const [row] = await db
    .update(items)
    .set({ ...itemColumns(fields), published_at: publishedAt(fields.published) })
    .where(and(eq(items.id, existing.id), eq(items.version, input.version), isNull(items.deleted_at)))
    .returning();
  if (!row) throw await staleOrGone(db, publicId, current);
  return row;
}

/** First publication sets published_at; it is never cleared (harvesters must learn of withdrawals). */
const publishedAt = (published: boolean) =>
  published ? sql`coalesce(${items.published_at}, now())` : sql`${items.published_at}`;

export async function setPublished(
  db: Db,
  publicId: string,
  published: boolean,
  version: number,
  current: (id: string) => Promise<unknown>,
) {
  const existing = await liveItem(db, publicId);
  const [row] = await db
    .update(items)
    .set({ published, published_at: publishedAt(published) })
    .where(and(eq(items.id, existing.id), eq(items.version, version), isNull(items.deleted_at)))
    .returning();
  if (!row) throw await staleOrGone(db, publicId, current);
  return row;
}

/** Soft delete: a tombstone stays (OAI-PMH reports it deleted); the item leaves every public list. */
export async function deleteItem(
  db: Db,
  publicId: string,
  version: number | undefined,
  current: (id: string) => Promise<unknown>,
) {
  const existing = await liveItem(db, publicId);
  const [row] = await db
    .update(items)
    .set({ deleted_at: sql`now()`, published: false })
    .where(
      and(
        eq(items.id, existing.id),
        version === undefined ? undefined : eq(items.version, version),
        isNull(items.deleted_at),
      ),
    )
    .returning({ id: items.id });
  if (!row) throw await staleOrGone(db, publicId, current);
}

export async function liveItem(db: Db, publicId: string) {
  const [row] = await db
    .select({ id: items.id, version: items.version })
    .from(items)
    .where(and(eq(items.public_id, publicId), isNull(items.deleted_at)));
  if (!row) throw notFound();
  return row;
}

async function staleOrGone(db: Db, publicId: string, current: (id: string) => Promise<unknown>) {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.public_id, publicId), isNull(items.deleted_at)));
  if (!row) return notFound();
  return conflict(m.itemChanged, { current: await current(publicId) });
}
