import { LANGUAGES, type Language } from "@heritage/domain/languages";

/**
 * A record's reading texts in the three languages, as the admin forms hold them (decision 105): the
 * original language's texts in `name` and `description` (the fields every client knows), the other
 * languages in `translations`. The API gives administrators every language's texts in `translations`,
 * the original's included, so a form opens with the texts as written whatever language the admin reads.
 */
export type Texts = { name: string; description: string };
export type RecordTextValues = {
  name: string;
  description: string;
  original_language: Language;
  translations: Partial<Record<Language, Texts>>;
};
type TranslatableRecord = {
  name: string;
  description: string;
  original_language: Language;
  translations?: Partial<Record<Language, Texts>>;
};

const blank = (): Texts => ({ name: "", description: "" });

/** The form's texts of a record, or of a new one written first in `newOriginal`. */
export function recordTextValues(
  record: TranslatableRecord | undefined,
  newOriginal: Language,
): RecordTextValues {
  const original = record?.original_language ?? newOriginal;
  const all = record?.translations ?? {};
  const own = all[original] ?? (record ? { name: record.name, description: record.description } : blank());
  return {
    name: own.name,
    description: own.description ?? "",
    original_language: original,
    translations: Object.fromEntries(
      LANGUAGES.filter((language) => language !== original).map((language) => [
        language,
        { ...blank(), ...all[language] },
      ]),
    ),
  };
}

/** Every language's texts, wherever the form keeps them. */
function textsByLanguage(values: RecordTextValues): Record<Language, Texts> {
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, { ...blank(), ...values.translations[language] }]),
  ) as Record<Language, Texts>;
  byLanguage[values.original_language] = { name: values.name, description: values.description };
  return byLanguage;
}

/**
 * Another original language: every text stays in its language; the new original's move into `name`
 * and `description`, the former original's into `translations`.
 */
export function withOriginalLanguage(values: RecordTextValues, next: Language): RecordTextValues {
  const texts = textsByLanguage(values);
  return {
    name: texts[next].name,
    description: texts[next].description,
    original_language: next,
    translations: Object.fromEntries(
      LANGUAGES.filter((language) => language !== next).map((language) => [language, texts[language]]),
    ),
  };
}

/** What is sent: the other languages that have any text (a blank one is no translation, and is removed). */
export function translationsToSend(
  translations: Partial<Record<Language, { name: string; description: string }>> | undefined,
  original: Language | undefined,
): Partial<Record<Language, Texts>> {
  return Object.fromEntries(
    Object.entries(translations ?? {}).filter(
      ([language, texts]) =>
        language !== original && texts && (texts.name !== "" || texts.description !== ""),
    ),
  );
}

/** A record's values as sent: the same, with only the translations that have text. */
export function withTranslationsToSend<
  V extends {
    translations?: Partial<Record<Language, { name: string; description: string }>>;
    original_language?: Language;
  },
>(values: V): V & { translations: Partial<Record<Language, Texts>> } {
  return { ...values, translations: translationsToSend(values.translations, values.original_language) };
}

/** The language whose tab holds the first problem: the original's fields first, then the others. */
export function languageWithError(
  errors: { name?: unknown; description?: unknown; translations?: Partial<Record<Language, unknown>> },
  original: Language,
): Language | null {
  if (errors.name || errors.description) return original;
  return LANGUAGES.find((language) => errors.translations?.[language]) ?? null;
}
