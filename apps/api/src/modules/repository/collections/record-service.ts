import type { CollectionInput, InstitutionInput } from "@heritage/domain/collections";
import type { RecordTranslations } from "@heritage/domain/collections-model";
import { messages } from "@heritage/domain/messages";
import { slugify } from "@heritage/domain/slug";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { conflict, FieldErrors, fieldError, notFound } from "../../../lib/http-errors.ts";
import { replaceExhibitions } from "./exhibition-writes.ts";
import { renameInRelations } from "./relation-rename.ts";

/** Admin writes of collections and institutions (decision 112), versioned like items. */

const m = messages.collections;
type Table = typeof collections | typeof institutions;

function cleanTranslations(translations: RecordTranslations, original: string): RecordTranslations {
  const out: RecordTranslations = {};
  for (const [language, texts] of Object.entries(translations)) {
    if (language === original || !texts) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== ""));
    if (Object.keys(kept).length > 0) out[language as keyof RecordTranslations] = kept;
  }
  return out;
}

async function slugFor(db: Db, table: Table, wanted: string | undefined, name: string, exceptId?: number) {
  const taken = async (slug: string) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined))
    ).length > 0;
  if (wanted) {
    if (await taken(wanted)) throw fieldError("slug", m.slugTaken);
    return wanted;
  }
  const base = (slugify(name) || "record").slice(0, 100).replace(/-+$/, "");
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
}

async function institutionIdOf(db: Db, publicId: string) {
  const [row] = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(eq(institutions.public_id, publicId), isNull(institutions.deleted_at)));
  if (!row) throw fieldError("institution", m.institutionUnknown);
  return row.id;
}

async function liveId(db: Db, table: Table, publicId: string) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.public_id, publicId), isNull(table.deleted_at)));
  if (!row) throw notFound();
  return row.id;
}

async function collectionValues(db: Db, input: CollectionInput, exceptId?: number) {
  return {
    institution_id: await institutionIdOf(db, input.institution),
    slug: await slugFor(db, collections, input.slug, input.title, exceptId),
    title: input.title,
    description: input.description,
    published: input.published,
    original_language: input.original_language,
    translations: cleanTranslations(input.translations, input.original_language),
  };
}

async function institutionValues(db: Db, input: InstitutionInput, exceptId?: number) {
  return {
    kind: input.kind,
    slug: await slugFor(db, institutions, input.slug, input.name, exceptId),
    name: input.name,
    description: input.description,
    place_name: input.place_name,
    website: input.website,
    // A museum's page fields: left out (an older form), what is stored stays.
    ...(input.category !== undefined ? { category: input.category } : {}),
    ...(input.opening_hours !== undefined ? { opening_hours: input.opening_hours } : {}),
    ...(input.long_description !== undefined ? { long_description: input.long_description } : {}),
    ...(input.image !== undefined ? { image: input.image } : {}),
    ...(input.thumbnail !== undefined ? { thumbnail: input.thumbnail } : {}),
    original_language: input.original_language,
    translations: cleanTranslations(input.translations, input.original_language),
  };
}

/**
 * The museum texts whose translations a PUT keeps when its body does not name them (decision 114):
 * a form that knows them sends them, blank to remove one (decision 124); an older one leaves them out.
 */
const MUSEUM_TEXTS = ["long_description", "opening_hours", "place_name"] as const;

function keepMuseumTranslations(
  stored: RecordTranslations,
  kept: RecordTranslations,
  named: RecordTranslations,
  original: string,
) {
  const out: RecordTranslations = { ...kept };
  for (const [language, texts] of Object.entries(stored)) {
    if (language === original || !texts) continue;
    const key = language as keyof RecordTranslations;
    for (const field of MUSEUM_TEXTS) {
      if (texts[field] && named[key]?.[field] === undefined)
        out[key] = { ...out[key], [field]: texts[field] };
    }
  }
  return out;
}

export async function createCollection(db: Db, input: CollectionInput) {
  const [row] = await db
    .insert(collections)
    .values(await collectionValues(db, input))
    .returning();
  return row!;
}

export async function createInstitution(db: Db, input: InstitutionInput) {
  const values = await institutionValues(db, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(institutions)
      // A new institution comes after those already listed (the museums list's order, decision 114).
      .values({ ...values, position: sql`(select coalesce(max("position"), -1) + 1 from "institutions")` })
      .returning();
    if (input.exhibitions) {
      await replaceExhibitions(tx, row!.id, input.exhibitions, input.original_language, cleanTranslations);
    }
    return row!;
  });
}

async function staleOrGone(
  db: Db,
  table: Table,
  publicId: string,
  changed: string,
  current: () => Promise<unknown>,
) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.public_id, publicId), isNull(table.deleted_at)));
  return row ? conflict(changed, { current: await current() }) : notFound();
}

export async function replaceCollection(
  db: Db,
  publicId: string,
  input: CollectionInput,
  current: () => Promise<unknown>,
) {
  if (input.version === undefined) throw new FieldErrors({ version: [m.versionRequired] });
  const id = await liveId(db, collections, publicId);
  const values = await collectionValues(db, input, id);
  const [row] = await db
    .update(collections)
    .set(values)
    .where(
      and(eq(collections.id, id), eq(collections.version, input.version), isNull(collections.deleted_at)),
    )
    .returning();
  if (!row) throw await staleOrGone(db, collections, publicId, m.collectionChanged, current);
  // Items follow their collection's visibility; touching them moves their OAI datestamp too.
  await db.update(items).set({ updated_at: sql`now()` }).where(eq(items.collection_id, id));
  return row;
}

export async function replaceInstitution(
  db: Db,
  publicId: string,
  input: InstitutionInput,
  current: () => Promise<unknown>,
) {
  const version = input.version;
  if (version === undefined) throw new FieldErrors({ version: [m.versionRequired] });
  const id = await liveId(db, institutions, publicId);
  const values = await institutionValues(db, input, id);
  const row = await db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ name: institutions.name, translations: institutions.translations })
      .from(institutions)
      .where(eq(institutions.id, id))
      .for("update");
    values.translations = keepMuseumTranslations(
      stored?.translations ?? {},
      values.translations,
      input.translations,
      input.original_language,
    );
    const [updated] = await tx
      .update(institutions)
      .set(values)
      .where(and(eq(institutions.id, id), eq(institutions.version, version), isNull(institutions.deleted_at)))
      .returning();
    // A rename reaches the items that relate to the institution by its name (decision 124).
    if (updated && stored) await renameInRelations(tx, stored.name, updated.name);
    if (updated && input.exhibitions) {
      await replaceExhibitions(tx, id, input.exhibitions, input.original_language, cleanTranslations);
    }
    return updated;
  });
  if (!row) throw await staleOrGone(db, institutions, publicId, m.institutionChanged, current);
  return row;
}

/** Soft delete; 409 while the collection still holds items that are not deleted. */
export async function deleteCollection(db: Db, publicId: string) {
  const id = await liveId(db, collections, publicId);
  const [held] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.collection_id, id), isNull(items.deleted_at)))
    .limit(1);
  if (held) throw conflict(m.stillHolds);
  await db
    .update(collections)
    .set({ deleted_at: sql`now()`, published: false })
    .where(eq(collections.id, id));
}

/** Soft delete; 409 while the institution still holds collections or items. */
export async function deleteInstitution(db: Db, publicId: string) {
  const id = await liveId(db, institutions, publicId);
  const [collection] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.institution_id, id), isNull(collections.deleted_at)))
    .limit(1);
  const [item] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.institution_id, id), isNull(items.deleted_at)))
    .limit(1);
  if (collection || item) throw conflict(m.stillHolds);
  await db.update(institutions).set({ deleted_at: sql`now()` }).where(eq(institutions.id, id));
}
