import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { closure, translationsOf, type ViteManifest } from "../../apps/api/src/lib/vite-manifest.ts";

type Manifest = ViteManifest;

/** The lazy page module each measured route renders first (apps/web/src/app/pages.ts). */
export const PAGE_MODULES: Record<string, string> = {
  "/": "src/features/landing/home-page.tsx",
  "/market": "src/features/market/market-page.tsx",
  "/dhp/admin/login": "src/features/admin/admin-login-page.tsx",
};
const ADMIN_MODULE = "src/features/admin/admin-entry.tsx";

/** product §9 / decision 100: the JavaScript /market may load before its first render, in every language. */
export const MARKET_JS_BUDGET = 150 * 1024;

export interface PageWeight {
  /** The route, followed by the language when it is not English ("/market rw"). */
  page: string;
  jsGzip: number;
  cssGzip: number;
  files: number;
}

/**
 * A production build of the web app with a manifest, into `outDir` (not the shared dist); with
 * `precompress`, also the .br/.gz files `npm run build` writes, so pages travel as they do in production.
 */
export function buildWeb(root: string, outDir: string, { precompress = false } = {}): void {
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules/vite/bin/vite.js"),
      "build",
      "--manifest",
      "--outDir",
      outDir,
      "--emptyOutDir",
    ],
    { cwd: path.join(root, "apps/web"), stdio: ["ignore", "ignore", "inherit"] },
  );
  if (precompress) {
    execFileSync(process.execPath, [path.join(root, "apps/web/scripts/precompress.mjs"), outDir], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length;
}

function weigh(outDir: string, manifest: Manifest, page: string, keys: Set<string>): PageWeight {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    js.add(manifest[key]!.file);
    for (const sheet of manifest[key]!.css ?? []) css.add(sheet);
  }
  const sum = (files: Set<string>) =>
    [...files].reduce((total, f) => total + gzipSize(path.join(outDir, f)), 0);
  return { page, jsGzip: sum(js), cssGzip: sum(css), files: js.size + css.size };
}

/**
 * What each page loads before its first render: the entry of index.html with its static imports
 * and stylesheets, plus the route's lazy page with its own; in Kinyarwanda and French also the
 * translations of the texts those chunks show. The admin chunk is what the portal adds on top of the entry.
 */
export function pageWeights(outDir: string): PageWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = closure(manifest, "index.html");
  const weights = Object.entries(PAGE_MODULES).flatMap(([page, module]) => {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest: update PAGE_MODULES`);
    const english = closure(manifest, module, new Set(entry));
    return [
      weigh(outDir, manifest, page, english),
      ...(["rw", "fr"] as const).map((language) =>
        weigh(outDir, manifest, `${page} ${language}`, translationsOf(manifest, english, language)),
      ),
    ];
  });
  const admin = [...closure(manifest, ADMIN_MODULE)].filter((key) => !entry.has(key));
  weights.push(weigh(outDir, manifest, "admin portal chunk", new Set(admin)));
  return weights;
}

/** The /market rows (English, rw, fr) that load more than the budget before the first render. */
export function marketOverBudget(weights: PageWeight[], budget = MARKET_JS_BUDGET): PageWeight[] {
  return weights.filter((w) => (w.page === "/market" || w.page.startsWith("/market ")) && w.jsGzip > budget);
}
