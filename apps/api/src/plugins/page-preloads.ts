import fs from "node:fs";
import path from "node:path";
import type { Language } from "@heritage/domain/languages";
import { closure, translationsOf, type ViteManifest } from "../lib/vite-manifest.ts";

/**
 * The lazy modules a page renders first (apps/web/src/app/pages.ts and the market's lazy listing). The
 * browser learns of them only once the entry chunk has arrived and run: on a slow network that is a
 * second and a third round of downloads before the first product shows (decision 182). Announced as
 * modulepreload links in the HTML, they download beside the entry instead.
 */
export const FIRST_MODULES: Record<string, readonly string[]> = {
  "/market": ["src/features/market/market-page.tsx", "src/features/market/listing/product-listing.tsx"],
};

const manifests = new Map<string, ViteManifest | null>();

/** Read once per build directory; a build without a manifest (or none at all) preloads nothing. */
function manifestOf(webDist: string): ViteManifest | null {
  if (!manifests.has(webDist)) {
    try {
      const file = path.join(webDist, ".vite", "manifest.json");
      manifests.set(webDist, JSON.parse(fs.readFileSync(file, "utf8")) as ViteManifest);
    } catch {
      manifests.set(webDist, null);
    }
  }
  return manifests.get(webDist) ?? null;
}

/** `<link rel="modulepreload">` for the chunks `pathname` loads after the entry, in `language`. */
export function pagePreloads(webDist: string, pathname: string, language: Language): string {
  const modules = FIRST_MODULES[pathname];
  const manifest = manifestOf(webDist);
  if (!modules || !manifest) return "";
  const entry = closure(manifest, "index.html");
  let keys = new Set<string>(entry);
  for (const module of modules) keys = closure(manifest, module, keys);
  if (language !== "en") keys = translationsOf(manifest, keys, language);
  return [...keys]
    .filter((key) => !entry.has(key))
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`)
    .join("");
}
