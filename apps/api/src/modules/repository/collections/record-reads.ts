import type { Language } from "@heritage/domain/languages";
import { and, asc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { itemProtocolAllows, type Viewer } from "../protocols/visibility.ts";
import { textIn } from "./item-view.ts";

/** Collections and institutions as served, with how many (visible) items and collections they hold. */

type CollectionRow = typeof collections.$inferSelect;
type InstitutionRow = typeof institutions.$inferSelect;

const visibleItems = (admin: boolean) =>
  admin ? sql`${items.deleted_at} is null` : sql`${items.deleted_at} is null and ${items.published}`;

/**
 * `reader` is who reads: admins count every item, anyone else only those their cultural protocol lets
 * them see (decision 162), so a count never reveals a community or restricted item (decision 168).
 */
export async function listCollections(db: Db, reader: Viewer, where?: SQL) {
  const admin = reader.admin;
  const readable = admin ? sql`` : sql` and ${itemProtocolAllows(reader)}`;
  const itemCount = sql<number>`(select count(*)::int from ${items} where ${items.collection_id} = ${collections.id} and ${visibleItems(admin)}${readable})`;
  return db
    .select({ collection: collections, institution: institutions, item_count: itemCount })
    .from(collections)
    .innerJoin(institutions, eq(institutions.id, collections.institution_id))
    .where(
      and(
        isNull(collections.deleted_at),
        admin ? undefined : eq(collections.published, true),
        isNull(institutions.deleted_at),
        where,
      ),
    )
    .orderBy(asc(collections.title), asc(collections.id));
}

export function collectionView(
  row: { collection: CollectionRow; institution: InstitutionRow; item_count: number },
  language: Language,
  admin: boolean,
) {
  const { collection, institution } = row;
  const translated =
    language === collection.original_language || Boolean(collection.translations[language]?.title);
  return {
    id: collection.public_id,
    slug: collection.slug,
    title: textIn(collection, "title", collection.title, language),
    description: textIn(collection, "description", collection.description, language),
    published: collection.published,
    institution: {
      id: institution.public_id,
      slug: institution.slug,
      name: textIn(institution, "name", institution.name, language),
    },
    item_count: row.item_count,
    version: collection.version,
    language: translated ? language : collection.original_language,
    original_language: collection.original_language,
    translated,
    ...(admin ? { translations: collection.translations } : {}),
  };
}

/** Qualified by hand: without a join Drizzle writes bare column names, which the subqueries would capture. */
const institutionId = sql.raw(`"institutions"."id"`);

export async function listInstitutions(db: Db, admin: boolean, where?: SQL) {
  const collectionCount = sql<number>`(select count(*)::int from ${collections} where "collections"."institution_id" = ${institutionId} and ${collections.deleted_at} is null${admin ? sql`` : sql` and ${collections.published}`})`;
  const itemCount = sql<number>`(select count(*)::int from ${items} where "items"."institution_id" = ${institutionId} and ${visibleItems(admin)})`;
  return db
    .select({ institution: institutions, collection_count: collectionCount, item_count: itemCount })
    .from(institutions)
    .where(and(isNull(institutions.deleted_at), where))
    .orderBy(asc(institutions.name), asc(institutions.id));
}

export function institutionView(
  row: { institution: InstitutionRow; collection_count: number; item_count: number },
  language: Language,
  admin: boolean,
) {
  const { institution } = row;
  const translated =
    language === institution.original_language || Boolean(institution.translations[language]?.name);
  return {
    id: institution.public_id,
    slug: institution.slug,
    kind: institution.kind,
    name: textIn(institution, "name", institution.name, language),
    description: textIn(institution, "description", institution.description, language),
    // The admin form edits the original place; readers get it in their language (decision 123 kept it).
    place_name: admin
      ? institution.place_name
      : textIn(institution, "place_name", institution.place_name ?? "", language) || null,
    website: institution.website,
    category: institution.category,
    opening_hours: admin
      ? institution.opening_hours
      : textIn(institution, "opening_hours", institution.opening_hours, language),
    image: institution.image,
    thumbnail: institution.thumbnail,
    collection_count: row.collection_count,
    item_count: row.item_count,
    version: institution.version,
    language: translated ? language : institution.original_language,
    original_language: institution.original_language,
    translated,
    ...(admin
      ? { translations: institution.translations, long_description: institution.long_description }
      : {}),
  };
}

/** Which collection or institution a read is about: by slug (public pages) or public id (the admin's). */
export const collectionWithSlug = (slug: string): SQL => eq(collections.slug, slug);
export const collectionWithId = (publicId: string): SQL => eq(collections.public_id, publicId);
export const institutionWithId = (publicId: string): SQL => eq(institutions.public_id, publicId);
