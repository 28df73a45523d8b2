import { LANGUAGES } from "@heritage/domain/languages";
import { type SQL, sql } from "drizzle-orm";
import { check, index, jsonb, text } from "drizzle-orm/pg-core";
import type { Translations } from "../../lib/content-language.ts";

/** original_language and translations, for every table whose records people read. */
export function translatable() {
  return {
    original_language: text("original_language", { enum: LANGUAGES }).notNull().default("en"),
    translations: jsonb("translations").$type<Translations>().notNull().default({}),
  };
}

/**
 * The given fields' texts in every translation, space-separated: the expression of a stored
 * generated column that a GIN trigram index makes searchable like the plain columns.
 * `||` and `#>>` are immutable (concat_ws is not, so it cannot be used here).
 */
export function translatedText(fields: readonly string[]): SQL {
  return sql.raw(translatedParts(fields));
}

function translatedParts(fields: readonly string[]): string {
  const parts = LANGUAGES.flatMap((language) =>
    fields.map((field) => `coalesce("translations" #>> '{${language},${field}}', '')`),
  );
  return parts.join(" || ' ' || ");
}

/**
 * The given fields in the original language and every translation, folded for search: lower
 * case without accents (`search_fold`, an immutable wrapper of unaccent, migration 0020), so
 * "ceramique" finds "Céramique" and "ECOLE" finds "école" (decision 150).
 */
export function foldedText(fields: readonly string[]): SQL {
  const originals = fields.map((field) => `"${field}"`).join(" || ' ' || ");
  return sql.raw(`search_fold(${originals} || ' ' || ${translatedParts(fields)})`);
}

/** The check that original_language is one of the three. */
export function originalLanguageCheck(table: string) {
  return check(`${table}_original_language_check`, sql.raw(`"original_language" in ('rw', 'en', 'fr')`));
}

/** A GIN trigram index (fastupdate off: PGlite has no autovacuum to flush a pending list, decision 020). */
export function trigramIndex(name: string, column: unknown) {
  return index(name).using("gin", sql`${column} gin_trgm_ops`).with({ fastupdate: false });
}
