#!/usr/bin/env node
// The import boundaries of decision 016, checked by `npm run lint` (Biome checks import cycles):
// - web: a feature reaches another feature only through its public entry features/<name>/index.ts
//   (decision 015); components/ and lib/ import no feature (their tests may, to check every feature);
// - API: lib/ imports no module; production code imports no test or test support; a module reaches
//   another module only through that module's public face below (or through lib/, db/, plugins/).
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";

/** Imports that cross a boundary on purpose, each with why a move would not be better. None today. */
export const ALLOWLIST = [];

/**
 * Each API module's public face: the files other modules use, measured on 2026-11-26 (158 imports
 * between modules, into these files only). Growing a face is a reviewed change to this list; the
 * alternative is moving the shared piece to lib/ or db/.
 */
export const API_FACES = {
  auth: ["auth-service.ts", "lockout.ts", "session-tokens.ts"],
  catalog: ["product-view.ts"],
  collections: [
    "admin-item-routes.ts",
    "captions-vtt.ts",
    "item-detail.ts",
    "item-list.ts",
    "item-service.ts",
    "item-values.ts",
    "item-view.ts",
    "media-sniff.ts",
    "publication-reads.ts",
  ],
  content: ["content-language.ts"],
  creators: ["item-history.ts"],
  iiif: ["image-tiles.ts", "item-tiles.ts"],
  media: [
    "image-processing.ts",
    "image-references.ts",
    "media-release.ts",
    "responsive-widths.ts",
    "store/local-store.ts",
    "store/media-store.ts",
    "store/serve-from-store.ts",
    "store/zones.ts",
    "upload-throttle.ts",
  ],
  orders: [
    "market-order-routes.ts",
    "order-expiry.ts",
    "order-repository.ts",
    "order-stats.ts",
    "order-transitions.ts",
    "order-view.ts",
    "shop-time.ts",
  ],
  payments: ["payment-requests.ts", "payment-view.ts"],
  protocols: [
    "file-routes.ts",
    "file-urls.ts",
    "file-zones.ts",
    "item-extras.ts",
    "item-protocol-service.ts",
    "visibility.ts",
  ],
  "shop-offers": ["checkout-rules.ts", "checkout-totals.ts", "delivery-zones.ts", "promo-throttle.ts"],
  users: ["admin-account.ts", "unique-fields.ts", "user-repository.ts"],
};

const WEB = "apps/web/src";
const API = "apps/api/src";

const IMPORT_PATTERNS = [
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]/g,
  /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.(?:mock|importActual)\(\s*['"]([^'"]+)['"]/g,
];

/** The relative specifiers a source imports (packages such as `react` are never a boundary). */
export function importsOf(source) {
  const found = new Set();
  for (const pattern of IMPORT_PATTERNS) {
    for (const match of source.matchAll(pattern)) if (match[1].startsWith(".")) found.add(match[1]);
  }
  return [...found];
}

const isTest = (path) => /\.(test|spec)\.tsx?$/.test(path) || path.startsWith(`${API}/test/`);
// Files that exist only for tests: fixtures, test data and helpers, a test's world of records.
const isTestSupport = (path) => isTest(path) || /-(fixtures|test-data|test-helpers|world)\.ts$/.test(path);
const areaOf = (path, root, area) => path.match(new RegExp(`^${root}/${area}/([^/]+)/`))?.[1];

function webBreach(from, to) {
  const target = areaOf(to, WEB, "features");
  if (!target) return undefined;
  const source = areaOf(from, WEB, "features");
  if (source === target) return undefined;
  if (source) {
    if (new RegExp(`^${WEB}/features/${target}/index\\.tsx?$`).test(to)) return undefined;
    return `feature ${source} reaches into feature ${target}: import its public entry features/${target}/index.ts`;
  }
  const shared = from.startsWith(`${WEB}/components/`) || from.startsWith(`${WEB}/lib/`);
  if (shared && !isTest(from)) return "components/ and lib/ are shared: they import no feature";
  return undefined;
}

function apiBreach(from, to, faces) {
  const target = areaOf(to, API, "modules");
  if (!target && !isTestSupport(to)) return undefined;
  if (!isTestSupport(from) && isTestSupport(to)) return "production code imports a test or test support";
  if (!target) return undefined;
  if (from.startsWith(`${API}/lib/`) && !isTest(from)) return "lib/ is shared: it imports no module";
  const source = areaOf(from, API, "modules");
  if (!source || source === target) return undefined;
  if (isTestSupport(from) && isTestSupport(to)) return undefined;
  const inside = to.slice(`${API}/modules/${target}/`.length);
  if ((faces[target] ?? []).includes(inside)) return undefined;
  return `module ${source} reaches into module ${target}'s ${inside}: use its public face (scripts/check-boundaries.mjs) or move the shared piece to lib/ or db/`;
}

/** Why the import from → to breaks a boundary, or undefined when it keeps them. */
export function breach(from, to, { faces = API_FACES, allowlist = ALLOWLIST } = {}) {
  if (allowlist.some((entry) => entry.from === from && entry.to === to)) return undefined;
  if (from.startsWith(`${WEB}/`)) return webBreach(from, to);
  if (from.startsWith(`${API}/`)) return apiBreach(from, to, faces);
  return undefined;
}

/** Every breach in a tree of { path: source }, paths relative to the repository root. */
export function findBreaches(files, options) {
  const breaches = [];
  for (const [from, source] of Object.entries(files)) {
    for (const specifier of importsOf(source)) {
      const to = posix.normalize(posix.join(posix.dirname(from), specifier));
      const reason = breach(from, to, options);
      if (reason) breaches.push({ from, to, reason });
    }
  }
  return breaches;
}

/** The web and API sources under root, as findBreaches takes them. */
export function readSources(root) {
  const files = {};
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "dist") walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name)) {
        files[path] = readFileSync(join(root, path), "utf8");
      }
    }
  };
  walk(WEB);
  walk(API);
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const breaches = findBreaches(readSources(join(fileURLToPath(import.meta.url), "../..")));
  for (const { from, to, reason } of breaches) console.error(`${from} → ${to}\n  ${reason}`);
  if (breaches.length > 0) {
    console.error(
      `\n${breaches.length} import(s) cross a boundary: docs/decisions/016-checked-boundaries.md`,
    );
    process.exit(1);
  }
}
