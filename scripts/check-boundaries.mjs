#!/usr/bin/env node
// The import boundaries of decisions 016 and 224, checked by `npm run lint` (Biome checks import cycles):
// - web: a feature reaches another feature only through its public entry features/<name>/index.ts
//   (decision 015); components/ and lib/ import no feature (their tests may, to check every feature);
// - API floors: platform code never imports a floor above it (FLOORS below: lib, db, plugins and ssr,
//   media, mail and jobs, the product areas, the composition root); production code imports no test or test
//   support;
// - API areas: a file of one product area (modules/<area>/) reaches another area only through that
//   area's entry files (AREAS below); inside an area, modules use each other freely.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The product areas under apps/api/src/modules/ and, for each, the files other areas may import (its
 * entry files, relative to the area). Growing an entry list is a reviewed change; the alternative is
 * moving the shared piece down a floor (lib/, db/, media/).
 */
export const AREAS = {
  shop: ["orders/order-stats.ts", "orders/shop-time.ts", "shop-offers/delivery-zones.ts"],
  repository: [],
  learning: [],
  people: [],
  site: [],
};

/**
 * The API's floors, lowest first: a production file imports files of its own floor or below. Top
 * folders of apps/api/src not named here, and its own files (app.ts, server.ts, config.ts,
 * job-kinds.ts), are the composition root, where everything is put together and started.
 */
export const FLOORS = { lib: 0, db: 1, plugins: 2, ssr: 2, jobs: 3, media: 3, mail: 3, modules: 4 };
const ROOT_FLOOR = 5;

/**
 * The data-access rule (docs/conventions.md, decision 224): a route file (`*-routes.ts`) parses, calls
 * one function and answers. It imports neither drizzle-orm nor a table of db/schema/, and builds no
 * query on a database handle; the SQL lives below it, one file per use case. ROUTE_SQL_LEFT lists
 * route files allowed to hold SQL while it moves; it is empty and should stay so. The check fails on
 * any route file with SQL that is not listed, and on a listed one that no longer has any (take it off
 * the list).
 */
export const ROUTE_SQL_LEFT = [];

const QUERY_ON_HANDLE =
  /\b(?:db|tx|trx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|transaction|query|\$count)\b/;

/** Why a route file breaks the data-access rule, or undefined. */
export function routeSqlOf(path, source) {
  if (!path.startsWith(`${API}/`) || !/-routes\.ts$/.test(path) || isTestSupport(path)) return undefined;
  if (/from\s*["']drizzle-orm(?:\/[^"']*)?["']/.test(source)) return "imports drizzle-orm";
  if (importsOf(source).some((specifier) => /(?:^|\/)db\/schema\//.test(specifier)))
    return "imports a table of db/schema/";
  if (QUERY_ON_HANDLE.test(source)) return "builds a query on a database handle";
  return undefined;
}

/** Imports that cross a boundary on purpose, each with why a move would not be better. */
export const ALLOWLIST = [
  {
    from: "apps/api/src/plugins/static-files.ts",
    to: "apps/api/src/media/store/serve-from-store.ts",
    why: "the static-files plugin answers /media/ from the media store, whose upload routes need plugins/auth.ts: media stands on the plugins, and this one plugin serves what media stored",
  },
];

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

/** The floor of an API file (FLOORS), the composition root's for anything else. */
export function floorOf(path) {
  const inside = path.slice(API.length + 1).split("/");
  return inside.length > 1 ? (FLOORS[inside[0]] ?? ROOT_FLOOR) : ROOT_FLOOR;
}

/** Whether an API file is one of its area's entry files (other areas may import it). */
export function isEntryFile(path, areas = AREAS) {
  const area = areaOf(path, API, "modules");
  if (!area) return false;
  return (areas[area] ?? []).includes(path.slice(`${API}/modules/${area}/`.length));
}

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

function apiBreach(from, to, areas) {
  if (!to.startsWith(`${API}/`)) return undefined;
  const fromSupport = isTestSupport(from);
  if (!fromSupport && isTestSupport(to)) return "production code imports a test or test support";
  if (!fromSupport && floorOf(to) > floorOf(from)) {
    return `an arrow back up: ${from.slice(API.length + 1)} sits on a lower floor than ${to.slice(API.length + 1)} (FLOORS in scripts/check-boundaries.mjs); move the shared piece down`;
  }
  const target = areaOf(to, API, "modules");
  const source = areaOf(from, API, "modules");
  if (!target || !source || source === target) return undefined;
  if (fromSupport && isTestSupport(to)) return undefined;
  if (isEntryFile(to, areas)) return undefined;
  const inside = to.slice(`${API}/modules/${target}/`.length);
  return `area ${source} reaches into area ${target}'s ${inside}: use one of its entry files (AREAS in scripts/check-boundaries.mjs) or move the shared piece down a floor`;
}

/** Why the import from → to breaks a boundary, or undefined when it keeps them. */
export function breach(from, to, { areas = AREAS, allowlist = ALLOWLIST } = {}) {
  if (allowlist.some((entry) => entry.from === from && entry.to === to)) return undefined;
  if (from.startsWith(`${WEB}/`)) return webBreach(from, to);
  if (from.startsWith(`${API}/`)) return apiBreach(from, to, areas);
  return undefined;
}

/** Every breach in a tree of { path: source }, paths relative to the repository root. */
export function findBreaches(files, options = {}) {
  const breaches = [];
  const left = options.routeSqlLeft ?? ROUTE_SQL_LEFT;
  for (const [from, source] of Object.entries(files)) {
    const sql = routeSqlOf(from, source);
    if (sql && !left.includes(from)) {
      breaches.push({
        from,
        to: from,
        reason: `a route file ${sql}: move its SQL to the use case's own file`,
      });
    } else if (!sql && left.includes(from)) {
      breaches.push({ from, to: from, reason: "holds no SQL any more: take it off ROUTE_SQL_LEFT" });
    }
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
  for (const { from, to, reason } of breaches)
    console.error(`${from === to ? from : `${from} → ${to}`}\n  ${reason}`);
  if (breaches.length > 0) {
    console.error(
      `\n${breaches.length} boundary breaches: docs/decisions/016-checked-boundaries.md and 224-the-api-in-product-areas.md`,
    );
    process.exit(1);
  }
}
