import { collectionInputSchema, institutionInputSchema } from "@heritage/domain/collections";
import { LANGUAGES, type Language } from "@heritage/domain/languages";
import type { FieldError, FieldErrors, Resolver } from "react-hook-form";
import {
  collectionInput,
  institutionInput,
  type RecordFormValues,
  type RecordKind,
} from "./record-values.ts";

const MUSEUM_TEXTS = new Set(["opening_hours", "long_description"]);
const EXHIBITION_TEXTS = new Set(["title", "description", "duration"]);

/**
 * Where a path of the body the form sends lives in the form: the museum's and the exhibitions' texts
 * are kept by language (the original's in the top-level fields of the body), a collection's title is
 * the tabs' `name`.
 */
export function formPath(path: readonly string[], original: Language): string {
  const [head, second, third, fourth, fifth] = path;
  if (head === "title") return "name";
  if (head && MUSEUM_TEXTS.has(head)) return `museum.${original}.${head}`;
  if (head === "translations" && third && MUSEUM_TEXTS.has(third)) return `museum.${second}.${third}`;
  if (head === "exhibitions" && second !== undefined) {
    if (third && EXHIBITION_TEXTS.has(third)) return `exhibitions.${second}.texts.${original}.${third}`;
    if (third === "translations" && fifth) return `exhibitions.${second}.texts.${fourth}.${fifth}`;
  }
  return path.join(".");
}

function place(errors: Record<string, unknown>, path: string, error: FieldError) {
  const keys = path.split(".");
  let at = errors;
  for (const key of keys.slice(0, -1)) {
    at[key] ??= {};
    at = at[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (at[last] === undefined) at[last] = error;
}

/**
 * The shared zod schema checks the body the form would send (as the item form does), its messages
 * placed at the form's own fields; the server checks the same body again.
 */
export function recordResolver(kind: RecordKind): Resolver<RecordFormValues> {
  return async (values) => {
    const result =
      kind === "collection"
        ? collectionInputSchema.safeParse(collectionInput(values))
        : institutionInputSchema.safeParse(institutionInput(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = formPath(issue.path.map(String), values.original_language);
      place(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as FieldErrors<RecordFormValues> };
  };
}

/** The languages whose museum texts or exhibition texts hold an error (the tabs' marks). */
export function museumLanguagesWithErrors(errors: FieldErrors<RecordFormValues>): Language[] {
  return LANGUAGES.filter(
    (language) =>
      errors.museum?.[language] ||
      (Array.isArray(errors.exhibitions) && errors.exhibitions.some((e) => e?.texts?.[language])),
  );
}
