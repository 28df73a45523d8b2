import type { Texts } from "@heritage/domain/learning";

/** English first; Kinyarwanda and French where written (the rest shows 'Not yet translated'). */
export const t = (en: string, rw?: string, fr?: string): Texts => ({
  en,
  ...(rw ? { rw } : {}),
  ...(fr ? { fr } : {}),
});

/** Options a, b, c… of a choice question. */
export const options = (...texts: Texts[]) =>
  texts.map((text, i) => ({ id: String.fromCharCode(97 + i), text }));
