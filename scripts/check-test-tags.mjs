#!/usr/bin/env node
// The API test files that depend on the database engine carry the `.engines.test.ts` tag
// (decision 209): CI runs every API file on PostgreSQL, and the tagged ones on PGlite too, so an
// untagged file that races, locks rows, reads constraint codes or plans would be tried on one
// engine only. A file that only looks engine-bound says why in a line `// one engine: <why>`.
// Checked by `npm run lint`.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** What makes a file's outcome depend on the engine, each with the words the error prints. */
export const ENGINE_MARKERS = [
  {
    what: "requests at once (a race)",
    test: (text) => /Promise\.all\(/.test(text) && /at once|\brac(e|es|ing)\b|concurren/i.test(text),
  },
  { what: "a query plan (EXPLAIN)", test: (text) => /\bexplain\b/i.test(text) },
  { what: "row locks or advisory locks", test: (text) => /\bfor update\b|skip locked|advisory/i.test(text) },
  {
    what: "constraint or serialization error codes",
    test: (text) => /["'`](23505|23503|23514|40001|40P01)["'`]/.test(text),
  },
  { what: "migrations", test: (text) => /\bmigrat(e|es|ed|ion|ions|or)\b/i.test(text) },
  { what: "the catalog tables (pg_*)", test: (text) => /\bpg_[a-z_]+\b/.test(text) },
];

const TAGGED = /\.(engines|cluster)\.test\.ts$/;
const WAIVER = /^\s*\/\/ one engine: \S/m;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith(".test.ts")) yield path;
  }
}

/** The untagged API test files that look engine-bound, with what gave them away. */
export function untaggedEngineFiles(root) {
  const found = [];
  for (const file of testFiles(join(root, "apps/api/src"))) {
    if (TAGGED.test(file)) continue;
    const text = readFileSync(file, "utf8");
    if (WAIVER.test(text)) continue;
    const reasons = ENGINE_MARKERS.filter((marker) => marker.test(text)).map((marker) => marker.what);
    if (reasons.length > 0) found.push({ file: relative(root, file), reasons });
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const found = untaggedEngineFiles(root);
  for (const { file, reasons } of found) {
    console.error(
      `${file}: looks engine-bound (${reasons.join(", ")}); rename it *.engines.test.ts, or add a line "// one engine: <why>"`,
    );
  }
  if (found.length > 0) process.exit(1);
}
