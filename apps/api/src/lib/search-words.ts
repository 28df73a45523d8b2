/** At most this many words of a search term are matched; the rest are ignored. */
const MAX_WORDS = 8;

/** The words of a search term, lower-cased, at most MAX_WORDS of them (catalogue, records, courses). */
export function searchWords(term: string | undefined): string[] {
  return (term ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** `%word%` with LIKE's own wildcards taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
