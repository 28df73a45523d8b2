import { DC_ELEMENTS } from "@heritage/domain/collections-model";
import type { Db } from "../../db/client.ts";
import { collections, institutions } from "../../db/schema/collections.ts";
import { type ItemFields, insertItem } from "./item-rows.ts";
import type { DcValues } from "./item-values.ts";

/** Small fixtures for the collections tests. */

export const emptyDc = (): DcValues =>
  Object.fromEntries(DC_ELEMENTS.map((e) => [e, []])) as unknown as DcValues;

export async function insertInstitutionAndCollection(db: Db, slug = "ethnographic") {
  const [institution] = await db
    .insert(institutions)
    .values({ kind: "museum", slug: `${slug}-museum`, name: `${slug} Museum`, place_name: "Huye" })
    .returning();
  const [collection] = await db
    .insert(collections)
    .values({
      institution_id: institution!.id,
      slug: `${slug}-objects`,
      title: `${slug} objects`,
      published: true,
    })
    .returning();
  return { institution: institution!, collection: collection! };
}

export function itemFields(
  place: { institution: { id: number }; collection: { id: number } },
  overrides: Partial<ItemFields> & { title?: string } = {},
): ItemFields {
  const { title = "Agaseke basket", ...rest } = overrides;
  return {
    type: "object",
    collection_id: place.collection.id,
    institution_id: place.institution.id,
    slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    dc: { ...emptyDc(), title: [title] },
    community: null,
    place_name: null,
    latitude: null,
    longitude: null,
    period: null,
    featured: false,
    published: true,
    original_language: "en",
    translations: {},
    ...rest,
  };
}

export async function insertTestItem(
  db: Db,
  place: Parameters<typeof itemFields>[0],
  overrides: Parameters<typeof itemFields>[1] = {},
) {
  return insertItem(db, itemFields(place, overrides));
}
