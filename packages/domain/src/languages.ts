/**
 * The product's three languages and how a reader's language is chosen, for the web app and the
 * API alike. No zod here: the web app's first chunk needs these, and the record schemas that do need zod
 * live in record-translations.ts.
 */

/** Kinyarwanda first, as most people in Rwanda read it first. */
export const LANGUAGES = ["rw", "en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** "rw-RW" → rw, "fr-CA" → fr, "en-GB" → en; any other tag → null. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return isLanguage(primary) ? primary : null;
}

/** The first of the given tags (most preferred first, as `navigator.languages`) that names one of ours, else English. */
export function languageOfTags(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header ("fr-CH, fr;q=0.9, en;q=0.8") read by its q-values; English when none fits. */
export function languageOfAcceptHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(",")
    // A header is short; a long one is not read beyond its first 20 entries.
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return languageOfTags(ranked.map((entry) => entry.tag));
}

/**
 * The language a request asked for: `?lang=` first (shareable links, cache keys), then the
 * Accept-Language header by its q-weights (`rw-RW`, `fr-CA` count as rw and fr), else English.
 */
export function pickLanguage(acceptLanguage: string | undefined, lang?: string | null): Language {
  return isLanguage(lang) ? lang : languageOfAcceptHeader(acceptLanguage);
}
