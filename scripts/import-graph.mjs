#!/usr/bin/env node
// The API's import graph in figures (decision 224): `node scripts/import-graph.mjs [--list]`.
// Product code only (no test file, no src/test/). A file's folder is its module (modules/<module>/ or
// modules/<area>/<module>/, sub-folders folded in), else its top folder under src/ (lib, db, jobs,
// plugins, scripts, media, mail, seed), else "root" (app.ts, server.ts, job-kinds.ts)
// or "config" (config.ts).
// `--root=<dir>` measures another checkout (the figures before a move).
// - arrows: distinct folder → folder pairs, and the import statements behind them;
// - back up: imports from a lower floor to a higher one (FLOORS of scripts/check-boundaries.mjs), or
//   from one area into another area's file that is not one of its entry files (AREAS there);
// - cycles: groups of folders that reach each other (strongly connected), with and without
//   type-only imports.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fileURLToPath } from "node:url";
import { AREAS, floorOf, isEntryFile } from "./check-boundaries.mjs";

const API = "apps/api/src";

const STATEMENT = /(?:^|[\s;])(import|export)\s+(type\s+)?([^'"`;]*?)from\s*['"](\.[^'"]+)['"]/g;
const BARE = /(?:^|[\s;])import\s*['"](\.[^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** The relative imports of a source: { specifier, typeOnly }. */
export function importsWithKind(source) {
  const found = [];
  for (const m of source.matchAll(STATEMENT)) {
    const clause = m[3].trim();
    const typeOnly = Boolean(m[2]) || /^\{\s*(type\s+[\w$]+(\s+as\s+[\w$]+)?\s*,?\s*)+\}$/.test(clause);
    found.push({ specifier: m[4], typeOnly });
  }
  for (const m of source.matchAll(BARE)) found.push({ specifier: m[1], typeOnly: false });
  for (const m of source.matchAll(DYNAMIC)) found.push({ specifier: m[1], typeOnly: false });
  return found;
}

const isTest = (path) => /\.(test|spec)\.tsx?$/.test(path) || path.startsWith(`${API}/test/`);

/** The folder a file belongs to, given which folders under modules/ are areas. */
export function folderOf(path, areas) {
  const inside = path.slice(API.length + 1).split("/");
  if (inside.length === 1) return inside[0] === "config.ts" ? "config" : "root";
  if (inside[0] !== "modules") return inside[0];
  if (areas.has(inside[1]))
    return inside.length === 3 ? `modules/${inside[1]}` : `modules/${inside[1]}/${inside[2]}`;
  return `modules/${inside[1]}`;
}

/** Strongly connected groups (more than one folder) of a graph { node: Set(next) }. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const groups = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, on: true });
    index += 1;
    stack.push(node);
    for (const next of graph[node] ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).on) meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
    }
    if (meta.get(node).low === meta.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).on = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of Object.keys(graph)) if (!meta.has(node)) visit(node);
  return groups;
}

function link(graph, from, to) {
  if (!graph[from]) graph[from] = new Set();
  graph[from].add(to);
}

/** The figures of a tree { path: source }; `entry(path)` says whether a file is an area's entry file. */
export function measure(files, { areas = new Set(), entry = () => false } = {}) {
  const pairs = new Map();
  const graph = {};
  const runtime = {};
  const byArea = {};
  const backUp = [];
  let statements = 0;
  for (const [from, source] of Object.entries(files)) {
    if (isTest(from)) continue;
    const source0 = folderOf(from, areas);
    for (const { specifier, typeOnly } of importsWithKind(source)) {
      const to = posix.normalize(posix.join(posix.dirname(from), specifier));
      if (!to.startsWith(`${API}/`) || isTest(to)) continue;
      const target = folderOf(to, areas);
      if (target === source0) continue;
      statements += 1;
      const key = `${source0} → ${target}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
      link(graph, source0, target);
      if (!typeOnly) link(runtime, source0, target);
      const areaFrom = source0.startsWith("modules/") ? source0.split("/")[1] : undefined;
      const areaTo = target.startsWith("modules/") ? target.split("/")[1] : undefined;
      const crossArea = areas.has(areaFrom ?? "") && areas.has(areaTo ?? "") && areaFrom !== areaTo;
      if (floorOf(from) < floorOf(to) || (crossArea && !entry(to))) backUp.push({ from, to });
      const areaKey = (folder) =>
        folder.startsWith("modules/") && areas.has(folder.split("/")[1])
          ? `modules/${folder.split("/")[1]}`
          : folder;
      if (areaKey(source0) !== areaKey(target)) link(byArea, areaKey(source0), areaKey(target));
    }
  }
  return {
    pairs,
    statements,
    backUp,
    cycles: cyclesOf(graph),
    runtimeCycles: cyclesOf(runtime),
    areaCycles: cyclesOf(byArea),
  };
}

export function readApi(root) {
  const files = {};
  for (const file of readdirSync(join(root, API), { recursive: true })) {
    const path = `${API}/${file.split("\\").join("/")}`;
    if (/\.tsx?$/.test(path)) files[path] = readFileSync(join(root, path), "utf8");
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(import.meta.url), "../..");
  const tree = process.argv.find((arg) => arg.startsWith("--root="))?.slice("--root=".length) ?? root;
  const figures = measure(readApi(tree), {
    areas: new Set(Object.keys(AREAS)),
    entry: (path) => isEntryFile(path),
  });
  const folders = new Set([...figures.pairs.keys()].flatMap((key) => key.split(" → ")));
  console.log(`folders: ${folders.size}`);
  console.log(`arrows between folders: ${figures.pairs.size} (${figures.statements} import statements)`);
  const upPairs = new Set(figures.backUp.map(({ from, to }) => `${from} → ${to}`));
  console.log(`arrows back up: ${figures.backUp.length} import statements (${upPairs.size} distinct)`);
  console.log(`cycles: ${figures.cycles.length} (${figures.runtimeCycles.length} without type-only imports)`);
  for (const group of figures.cycles) console.log(`  cycle: ${group.join(", ")}`);
  console.log(`cycles between areas and floors: ${figures.areaCycles.length}`);
  for (const group of figures.areaCycles) console.log(`  cycle: ${group.join(", ")}`);
  if (process.argv.includes("--list")) {
    for (const [key, count] of [...figures.pairs].sort()) console.log(`  ${key}  ${count}`);
    for (const { from, to } of figures.backUp) console.log(`  up: ${from} → ${to}`);
  }
}
