/**
 * A translation has exactly the shape of its English source: every text a string, every text with
 * placeholders a function with the same parameters. The type checker then refuses a missing key,
 * an extra key or a placeholder that a language forgot (the catalog test checks the same at run time).
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};

type Tree = { readonly [key: string]: unknown };

/** The translation's entry at the English entry's path, or undefined. */
export function entryAt(tree: unknown, path: readonly string[]): unknown {
  let node = tree;
  for (const key of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Tree)[key];
  }
  return node;
}

/** Every string of an English tree with its path: the reverse index the API and the forms translate by. */
export function pathsOfTexts(tree: unknown, prefix: string[] = [], into = new Map<string, string[]>()) {
  if (tree === null || typeof tree !== "object") return into;
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = [...prefix, key];
    if (typeof value === "string") {
      if (!into.has(value)) into.set(value, path);
    } else pathsOfTexts(value, path, into);
  }
  return into;
}

/**
 * The same text in another language. Zod messages and error details carry the English source text (it
 * is what the English catalog says), so the text itself finds its key, as gettext finds a msgid; a text
 * that is not an English catalog string (a name, an already translated text) comes back unchanged.
 */
export function translatedText(index: Map<string, string[]>, translation: unknown, text: string): string {
  const path = index.get(text);
  if (!path) return text;
  const entry = entryAt(translation, path);
  return typeof entry === "string" ? entry : text;
}
