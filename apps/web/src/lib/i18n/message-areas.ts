import { entryAt, pathsOfTexts } from "@heritage/domain/i18n/translation";
import { localized, type TranslationLoaders } from "./localized.ts";

/**
 * The shared messages of packages/domain, one group per area (messages/<area>.ts), each with its own
 * Kinyarwanda and French chunk. A screen imports only the areas it shows, so the market's first screen
 * does not download the admin, learning or repository messages (decision 100's budget); the whole set is
 * ./messages.ts, for the screens that show many areas.
 */
interface Area {
  texts: object;
  /** English text → its path, to translate a zod message (which carries the English text). */
  index: Map<string, string[]>;
}
const areas = new Map<object, Area>();

/** The area's English messages, read in the active language once its translation is loaded. */
export function messageArea<T extends object>(english: T, loaders: TranslationLoaders<T>): T {
  let known = areas.get(english);
  if (!known) {
    known = { texts: localized(english, loaders), index: pathsOfTexts(english) };
    areas.set(english, known);
  }
  return known.texts as T;
}

/**
 * A form's validation message in the active language: the shared zod schemas carry the English text,
 * which finds its key in the area it belongs to; the API's messages arrive already translated and pass
 * as they are. Every form imports the areas of its own schemas (through ./messages.ts or ./areas/).
 */
export function localizeMessage(text: string): string {
  for (const { texts, index } of areas.values()) {
    const path = index.get(text);
    if (!path) continue;
    const entry = entryAt(texts, path);
    return typeof entry === "string" ? entry : text;
  }
  return text;
}
