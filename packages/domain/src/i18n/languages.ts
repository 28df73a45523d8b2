/** The product's three languages (issue 14): Kinyarwanda first, as most people in Rwanda read it first. */
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

/** The first of the given tags (most preferred first) that names one of ours, else English. */
export function pickLanguage(tags: readonly string[]): Language {
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
  return pickLanguage(ranked.map((entry) => entry.tag));
}

/** The locale Intl is given for each language; Kinyarwanda is written out by hand (see format.ts). */
export const INTL_LOCALE: Record<Language, string> = { rw: "rw-RW", en: "en-RW", fr: "fr-RW" };
