import { isLanguage, LANGUAGES, type Language, languageOfTags } from "@heritage/domain/languages";
import { activate, activeLanguage, loadLanguage } from "./localized.ts";

/** The person's own choice, kept in local storage under `lang`. */
export const LANGUAGE_STORAGE_KEY = "lang";

export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Kept in local storage, and in the `lang` cookie for the server, which writes /market's first cards in it
 * (decision 183).
 */
export function rememberLanguage(language: Language): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one of three fixed words; the Cookie Store API is async and newer
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language};path=/;max-age=31536000`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing without storage: the choice lasts until the page is closed.
  }
}

/** `?lang=` of a shared link, when it names one of ours. */
export function linkLanguage(search: string): Language | null {
  const value = new URLSearchParams(search).get("lang");
  return isLanguage(value) ? value : null;
}

/** The browser's languages (rw* → rw, fr* → fr), else English. */
export function browserLanguage(): Language {
  return languageOfTags(navigator.languages ?? []);
}

type Listener = () => void;
const listeners = new Set<Listener>();
let switching = 0;

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let documentTitle: () => string = () => document.title;
/** Where the document's title comes from (the shell's texts), read each time a language is applied. */
export function setDocumentTitle(read: () => string): void {
  documentTitle = read;
}

/**
 * Downloads the language's texts, then switches every screen at once (no reload: what is being typed,
 * the cart and the session stay). `remember` keeps it as the person's choice; `title: false` keeps the
 * document's title.
 */
export async function switchLanguage(
  language: Language,
  { remember = true, title = true } = {},
): Promise<void> {
  const ticket = ++switching;
  if (remember) rememberLanguage(language);
  // At once, not after the download: the server's first cards in another language hide on it (index.css).
  document.documentElement.lang = language;
  await loadLanguage(language);
  // A second switch made while this one downloaded wins.
  if (ticket !== switching) return;
  activate(language);
  // A page the server drew (decision 228) came with its own title.
  if (title) document.title = documentTitle();
  for (const listener of listeners) listener();
}

export { activeLanguage, LANGUAGES };
