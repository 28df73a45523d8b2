import { isLanguage, LANGUAGES, type Language, languageOfTags } from "@heritage/domain/languages";
import { activate, activeLanguage, loadLanguage } from "./localized.ts";

/** The person's own choice, kept in local storage under `lang` (issue 14). */
export const LANGUAGE_STORAGE_KEY = "lang";

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
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

/** The person's choice, then the browser's languages (rw* → rw, fr* → fr), then English. */
export function preferredLanguage(): Language {
  return (
    storedLanguage() ?? languageOfTags(typeof navigator === "undefined" ? [] : (navigator.languages ?? []))
  );
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
 * the cart and the session stay). `remember` keeps it as the person's choice.
 */
export async function switchLanguage(language: Language, { remember = true } = {}): Promise<void> {
  const ticket = ++switching;
  if (remember) rememberLanguage(language);
  await loadLanguage(language);
  // A second switch made while this one downloaded wins.
  if (ticket !== switching) return;
  activate(language);
  document.documentElement.lang = language;
  document.title = documentTitle();
  for (const listener of listeners) listener();
}

export { activeLanguage, LANGUAGES };
