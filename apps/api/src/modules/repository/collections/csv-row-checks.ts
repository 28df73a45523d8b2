/**
 * What one row of a repository CSV must be before it can be planned (csv-plan.ts): its draft through
 * the admin form's schema, with its collection and institution found, and a slug that is valid and
 * not taken by another item or an earlier row.
 */
import { itemInputSchema } from "@heritage/domain/collections";
import { messagesIn, translateMessage } from "@heritage/domain/i18n/server-messages";
import { slugify } from "@heritage/domain/slug";
import { columnOfTranslationKey, type ItemDraft } from "./csv-cells.ts";
import type { PendingError } from "./csv-read.ts";
import type { Places } from "./csv-records.ts";
import type { ItemFields } from "./item-rows.ts";
import { describedFields } from "./item-service.ts";
import type { ItemRow } from "./item-values.ts";

/** One message per column and text: a row naming an earlier row's item by slug is said once. */
export function dropRepeats(errors: PendingError[]) {
  const seen = new Set<string>();
  const kept = errors.filter((error) => {
    const key = `${error.column}\n${error.say(messagesIn("en"), "en")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  errors.splice(0, errors.length, ...kept);
}

/** The draft through the admin form's schema, with the collection and institution found by slug. */
export function checkDraft(
  draft: ItemDraft,
  places: Places,
  row: number,
  errors: PendingError[],
): ItemFields | null {
  const collection = places.collectionsBySlug.get(draft.collection);
  if (!collection) errors.push({ row, column: "collection", say: (m) => m.collections.collectionUnknown });
  const institution = draft.institution ? places.institutionsBySlug.get(draft.institution) : undefined;
  if (draft.institution && !institution)
    errors.push({ row, column: "institution", say: (m) => m.collections.institutionUnknown });
  const parsed = itemInputSchema.safeParse({
    type: draft.type,
    collection: collection?.public_id ?? "00000000-0000-0000-0000-000000000000",
    institution: institution?.public_id ?? null,
    dc: draft.dc,
    community: draft.community,
    place_name: draft.place_name,
    latitude: draft.latitude,
    longitude: draft.longitude,
    period: draft.period,
    featured: draft.featured,
    published: draft.published,
    original_language: draft.original_language,
    translations: draft.translations,
  });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = columnOfPath(issue.path);
      if (column === "collection" || seen.has(column)) continue;
      seen.add(column);
      const message = issue.message;
      errors.push({ row, column, say: (_m, language) => translateMessage(message, language) });
    }
  }
  if (!parsed.success || !collection) return null;
  const input = parsed.data;
  return {
    ...describedFields(input),
    collection_id: collection.id,
    institution_id: institution?.id ?? collection.institution_id,
    slug: "",
  };
}

/** The CSV column a schema issue is about: `dc.title` → dc_title, `translations.fr.title` → dc_title@fr. */
function columnOfPath(path: readonly PropertyKey[]): string {
  const [first, second, third] = path.map(String);
  if (first === "dc" && second) return `dc_${second}`;
  if (first === "translations" && second && third) return `${columnOfTranslationKey(third)}@${second}`;
  if (first === "place_name") return "place";
  return first ?? "";
}

/** The row's slug: the one it names if valid and free, the item's own, or one made from its title. */
export function chooseSlug(
  draft: ItemDraft,
  fields: ItemFields,
  existing: ItemRow | undefined,
  owners: Map<string, number>,
  claimed: Map<string, number>,
  row: number,
  errors: PendingError[],
): string | null {
  const free = (slug: string) => {
    const owner = owners.get(slug);
    return (owner === undefined || owner === existing?.id) && !claimed.has(slug);
  };
  if (draft.slug) {
    const parsed = itemInputSchema.shape.slug.safeParse(draft.slug);
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      errors.push({ row, column: "slug", say: (_m, language) => translateMessage(message, language) });
      return null;
    }
    if (!free(draft.slug)) {
      const earlier = claimed.get(draft.slug);
      errors.push({
        row,
        column: "slug",
        say: (m) =>
          earlier === undefined ? m.collections.slugTaken : m.repositoryImport.duplicateRow(earlier),
      });
      return null;
    }
    return draft.slug;
  }
  if (existing) return existing.slug;
  const base = (slugify(fields.dc.title[0] ?? "") || "item").slice(0, 100).replace(/-+$/, "");
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (free(slug)) return slug;
  }
}
