#!/usr/bin/env node
// Line and branch coverage per area (API, web, domain) from Vitest's json-summary report, for the
// before/after figures of docs/testing.md: `npm run test:coverage && node scripts/coverage-by-area.mjs`.
import { readFileSync } from "node:fs";
import { relative } from "node:path";

const file = process.argv[2] ?? "coverage/coverage-summary.json";
const summary = JSON.parse(readFileSync(file, "utf8"));
const areas = { "apps/api": {}, "apps/web": {}, "packages/domain": {} };
for (const [path, figures] of Object.entries(summary)) {
  if (path === "total") continue;
  const area = Object.keys(areas).find((prefix) => relative(process.cwd(), path).startsWith(prefix));
  if (!area) continue;
  for (const kind of ["lines", "branches"]) {
    areas[area][kind] ??= { covered: 0, total: 0 };
    const sums = areas[area][kind];
    sums.covered += figures[kind].covered;
    sums.total += figures[kind].total;
  }
}
const percent = ({ covered, total }) => `${((100 * covered) / total).toFixed(2)} % (${covered}/${total})`;
for (const [area, { lines, branches }] of Object.entries(areas)) {
  console.log(`${area.padEnd(16)} lines ${percent(lines)}  branches ${percent(branches)}`);
}
