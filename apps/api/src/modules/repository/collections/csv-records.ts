import { DC_ELEMENTS, type DcElement } from "@heritage/domain/collections-model";
import type { ItemDraft } from "./csv-cells.ts";
import { type ItemFields, itemColumns } from "./item-rows.ts";
import { type DcValues, dcOf, type ItemRow } from "./item-values.ts";

/** The collections and institutions an import may name, by slug (live ones) and by id (all). */
export interface Places {
  collectionsBySlug: Map<string, PlaceCollection>;
  collectionsById: Map<number, PlaceCollection>;
  institutionsBySlug: Map<string, PlaceInstitution>;
  institutionsById: Map<number, PlaceInstitution>;
}
interface PlaceCollection {
  id: number;
  public_id: string;
  slug: string;
  institution_id: number;
}
interface PlaceInstitution {
  id: number;
  public_id: string;
  slug: string;
}

/** What a new item starts from before its row's cells are laid over it. */
export function emptyDraft(): ItemDraft {
  return {
    identifier: null,
    slug: null,
    type: "",
    collection: "",
    institution: null,
    dc: Object.fromEntries(DC_ELEMENTS.map((e): [DcElement, string[]] => [e, []])) as DcValues,
    community: null,
    place_name: null,
    period: null,
    latitude: null,
    longitude: null,
    original_language: "en",
    published: false,
    featured: false,
    translations: {},
  };
}

/** An item as it is, for a row that leaves some columns out (they keep their values). */
export function toDraft(item: ItemRow, places: Places): ItemDraft {
  const collection = places.collectionsById.get(item.collection_id);
  const institution = places.institutionsById.get(item.institution_id);
  return {
    identifier: item.public_id,
    slug: item.slug,
    type: item.type,
    collection: collection?.slug ?? "",
    institution: institution?.slug ?? null,
    dc: dcOf(item),
    community: item.community,
    place_name: item.place_name,
    period: item.period,
    latitude: item.latitude,
    longitude: item.longitude,
    original_language: item.original_language,
    published: item.published,
    featured: item.featured,
    translations: item.translations,
  };
}

/** Key order does not matter in translations; value order does (it is the author's). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Whether writing `fields` would change nothing (the import then leaves the item, and its version, alone). */
export function sameItem(item: ItemRow, fields: ItemFields): boolean {
  const columns = itemColumns(fields);
  const keys = [
    "type",
    "collection_id",
    "institution_id",
    "slug",
    "community",
    "place_name",
    "latitude",
    "longitude",
    "period",
    "featured",
    "published",
    "original_language",
    "translations",
    ...DC_ELEMENTS.map((e) => `dc_${e}` as const),
  ] as const;
  return keys.every(
    (key) =>
      canonical((item as Record<string, unknown>)[key]) ===
      canonical((columns as Record<string, unknown>)[key]),
  );
}
