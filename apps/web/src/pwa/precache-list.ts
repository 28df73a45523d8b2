/**
 * Which built files the service worker precaches (decision 197): the app shell, not the whole app. Every
 * visitor's browser downloads the precache once, and people here pay for their data, so only what the
 * offline shell needs to start goes in: the entry with its static imports and CSS, the offline page with
 * its own, and the Kinyarwanda and French text chunks these can load before their first render. Other
 * screens' chunks are kept as they are first used (the worker's cache-first route for /assets/).
 */
export type ViteManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type ViteManifest = Record<string, ViteManifestChunk>;

const TRANSLATION_MODULE = /\.(rw|fr)\.ts$/;

export function shellFiles(manifest: ViteManifest, roots: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, withTranslations: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const asset of chunk.assets ?? []) if (asset.endsWith(".woff2")) files.add(asset);
    for (const imported of chunk.imports ?? []) visit(imported, withTranslations);
    if (!withTranslations) return;
    for (const lazy of chunk.dynamicImports ?? []) if (TRANSLATION_MODULE.test(lazy)) visit(lazy, false);
  };
  for (const root of roots) {
    if (!manifest[root]) throw new Error(`The build has no chunk for ${root}`);
    visit(root, true);
  }
  return files;
}
