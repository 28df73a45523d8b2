/** The web build's `.vite/manifest.json`: which chunk each source module became, and what it imports. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Every chunk a module pulls in statically (what Vite preloads with it), itself included. */
export function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen);
  return seen;
}

/**
 * The Kinyarwanda or French texts a set of chunks waits for before the page first renders: each chunk
 * that registers a group of texts (apps/web/src/lib/i18n/localized.ts) holds that group's lazy `import()`
 * of its `.rw.ts` and `.fr.ts`, and the page's chunk loads the active language's before it renders.
 */
export function translationsOf(
  manifest: ViteManifest,
  keys: Set<string>,
  language: "rw" | "fr",
): Set<string> {
  const all = new Set(keys);
  for (const key of keys) {
    for (const next of manifest[key]?.dynamicImports ?? []) {
      if (next.endsWith(`.${language}.ts`)) closure(manifest, next, all);
    }
  }
  return all;
}
