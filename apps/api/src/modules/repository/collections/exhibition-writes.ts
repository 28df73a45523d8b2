import type { ExhibitionInput } from "@heritage/domain/collections";
import type { RecordTranslations } from "@heritage/domain/collections-model";
import type { Language } from "@heritage/domain/languages";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { institutionExhibitions } from "../../../db/schema/exhibitions.ts";

/**
 * A museum's virtual exhibitions as the admin form writes and reads them (decision 124). The form
 * sends the whole list: it replaces the stored one in the institution's transaction, in its order,
 * each exhibition written in the institution's original language with its translations beside.
 */
export async function replaceExhibitions(
  db: Db,
  institutionId: number,
  exhibitions: readonly ExhibitionInput[],
  original: Language,
  clean: (translations: RecordTranslations, original: string) => RecordTranslations,
) {
  await db.delete(institutionExhibitions).where(eq(institutionExhibitions.institution_id, institutionId));
  if (exhibitions.length === 0) return;
  await db.insert(institutionExhibitions).values(
    exhibitions.map((exhibition, position) => ({
      institution_id: institutionId,
      title: exhibition.title,
      description: exhibition.description,
      type: exhibition.type,
      duration: exhibition.duration,
      featured: exhibition.featured,
      position,
      original_language: original,
      translations: clean(exhibition.translations, original),
    })),
  );
}

/** Every exhibition of these institutions, as written, in order: for the admin's list and form. */
export async function exhibitionsAsWritten(db: Db, institutionIds: readonly number[]) {
  const byInstitution = new Map<number, ReturnType<typeof asWritten>[]>();
  if (institutionIds.length === 0) return byInstitution;
  const rows = await db
    .select()
    .from(institutionExhibitions)
    .where(inArray(institutionExhibitions.institution_id, [...institutionIds]))
    .orderBy(asc(institutionExhibitions.position), asc(institutionExhibitions.id));
  for (const row of rows) {
    const list = byInstitution.get(row.institution_id) ?? [];
    list.push(asWritten(row));
    byInstitution.set(row.institution_id, list);
  }
  return byInstitution;
}

function asWritten(row: typeof institutionExhibitions.$inferSelect) {
  return {
    title: row.title,
    description: row.description,
    type: row.type,
    duration: row.duration,
    featured: row.featured,
    original_language: row.original_language,
    translations: row.translations as Record<string, Record<string, string>>,
  };
}
