import type { Language } from "../languages.ts";
import { messages } from "../messages.ts";
import fr from "./messages.fr.ts";
import rw from "./messages.rw.ts";
import { pathsOfTexts, type Translation, translatedText } from "./translation.ts";

/**
 * The shared messages in all three languages at once, for the API (it answers each request in its own
 * language). The web app never imports this file: it downloads only the active language (lazy chunks).
 */
export type Messages = Translation<typeof messages>;
const catalogs: Record<Language, Messages> = { en: messages, fr, rw };
const englishIndex = pathsOfTexts(messages);

export function messagesIn(language: Language): Messages {
  return catalogs[language];
}

/** An English catalog text (a zod message, an error detail) in `language`; other texts unchanged. */
export function translateMessage(text: string, language: Language): string {
  return language === "en" ? text : translatedText(englishIndex, catalogs[language], text);
}
