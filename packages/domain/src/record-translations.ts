import { z } from "zod";
import { NO_NUL } from "./fields.ts";
import { LANGUAGES } from "./languages.ts";
import { messages } from "./messages.ts";

/*
 * The schemas of a record's texts in several languages (decision 105): what the API says about the
 * language it served, and the translations an administrator writes.
 */

/** What the API says about the language of a record's reading texts, beside those texts. */
export const servedLanguageSchema = z.object({
  /** The language the texts are in: the one asked for, or the record's original as a fallback. */
  language: z.enum(LANGUAGES),
  original_language: z.enum(LANGUAGES),
  /** False when the asked-for language has no translation yet (show "Not yet translated"). */
  translated: z.boolean(),
});

const t = messages.content;

/** A translated text on write: trimmed, blank means none. */
function translatedText(max: number) {
  return z.preprocess(
    (value) =>
      value === null || value === undefined ? "" : typeof value === "string" ? value.trim() : value,
    z.string().max(max, t.translationTooLong).refine(NO_NUL, messages.common.nulCharacter),
  );
}

export const originalLanguageSchema = z.enum(LANGUAGES, { error: t.originalLanguageInvalid });

/**
 * The texts of a record in other languages, on write: `{ fr: { name, description }, rw: {...} }`.
 * A language whose texts are all blank is no translation; one that has any text needs a name.
 */
export function translationsInputSchema(nameMax: number, descriptionMax: number) {
  const entry = z.object({ name: translatedText(nameMax), description: translatedText(descriptionMax) });
  return z
    .partialRecord(z.enum(LANGUAGES, { error: t.originalLanguageInvalid }), entry)
    .superRefine((value, ctx) => {
      // The path names the language's name field, so a form shows the message beside it (the API
      // answers under `translations`, the first element of the path).
      for (const [language, texts] of Object.entries(value)) {
        if (!texts || (texts.name === "" && texts.description === "")) continue;
        const path = [language, "name"];
        if (texts.name === "") ctx.addIssue({ code: "custom", path, message: t.translationNameRequired });
        else if (texts.name.length < 3) ctx.addIssue({ code: "custom", path, message: t.translationNameMin });
      }
    });
}

/** Every language's texts of a record, as administrators read them to edit. */
export function allTranslationsSchema<T extends z.ZodRawShape>(fields: T) {
  return z.partialRecord(z.enum(LANGUAGES), z.object(fields));
}
