import { pathsOfTexts, translatedText } from "@heritage/domain/i18n/translation";
import { messages as english } from "@heritage/domain/messages";
import { localized } from "./localized.ts";

/** The shared messages (product §5, §8) in the active language; English is the source in packages/domain. */
export const messages = localized(english, {
  rw: () => import("@heritage/domain/i18n/messages.rw"),
  fr: () => import("@heritage/domain/i18n/messages.fr"),
});

const englishIndex = pathsOfTexts(english);

/**
 * A form's validation message in the active language: the shared zod schemas carry the English text
 * (packages/domain), which finds its key; the API's messages arrive already translated and pass as they are.
 */
export function localizeMessage(text: string): string {
  return translatedText(englishIndex, messages, text);
}
