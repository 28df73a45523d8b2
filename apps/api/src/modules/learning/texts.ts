import type { Language } from "@heritage/domain/languages";
import type { Texts } from "@heritage/domain/learning";

/** A nested text in the reader's language, else English (decision 130). */
export const textIn = (texts: Texts, language: Language): string => texts[language] || texts.en;

/** Whether a nested text exists in the language (for the 'Not yet translated' note). */
export const hasText = (texts: Texts, language: Language): boolean => Boolean(texts[language]);
