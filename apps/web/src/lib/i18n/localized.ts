import { entryAt, type Translation } from "@heritage/domain/i18n/translation";
import type { Language } from "@heritage/domain/languages";

/** How a group of texts gets its Kinyarwanda and French versions: one lazy chunk per language. */
export type TranslationLoaders<T> = Record<"rw" | "fr", () => Promise<{ default: Translation<T> }>>;

interface Group {
  source: object;
  loaders: TranslationLoaders<object>;
  loaded: Partial<Record<Language, object>>;
  current: object;
}

const groups: Group[] = [];
let active: Language = "en";

export function activeLanguage(): Language {
  return active;
}

function proxyAt(group: Group, path: string[]): object {
  const target = entryAt(group.source, path) as object;
  return new Proxy(target, {
    get(_, key) {
      if (typeof key !== "string") return Reflect.get(target, key);
      const at = [...path, key];
      const value = entryAt(group.current, at) ?? entryAt(group.source, at);
      return value !== null && typeof value === "object" ? proxyAt(group, at) : value;
    },
  });
}

/**
 * English texts (the source, bundled with the code that shows them) that read in the active language
 * once its translation is loaded. Components re-render on a switch (use-language.ts), and read the
 * texts again then.
 */
export function localized<T extends object>(source: T, loaders: TranslationLoaders<T>): T {
  const group: Group = {
    source,
    loaders: loaders as TranslationLoaders<object>,
    loaded: { en: source },
    current: source,
  };
  groups.push(group);
  return proxyAt(group, []) as T;
}

/** Downloads the translations of every group known so far (more register as lazy screens load). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    groups.map(async (group) => {
      if (group.loaded[language] || language === "en") return;
      group.loaded[language] = (await group.loaders[language]()).default;
    }),
  );
}

/** Makes `language` the one every group reads (falling back to English where none is loaded). */
export function activate(language: Language): void {
  active = language;
  for (const group of groups) group.current = group.loaded[language] ?? group.source;
}

/** Loads and activates the active language for groups registered since (a lazy screen's texts). */
export async function completeActiveLanguage(): Promise<void> {
  const language = active;
  await loadLanguage(language);
  if (active === language) activate(language);
}
