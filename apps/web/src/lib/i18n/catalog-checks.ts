import fs from "node:fs";
import path from "node:path";

/** The English source of a group of texts and its translations (each a module's default export). */
export interface Catalog {
  /** The English source file, relative to the repository root. */
  file: string;
  en: object;
  translations: { rw: object; fr: object };
}

type Leaf = { path: string[]; value: unknown };

/** Every text of a tree (strings and text functions) with its path. */
export function leaves(tree: object, prefix: string[] = []): Leaf[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === "object"
      ? leaves(value, [...prefix, key])
      : [{ path: [...prefix, key], value }],
  );
}

export const keyOf = (leaf: Leaf) => leaf.path.join(".");

/** Keys one tree has and the other lacks, or where one holds text and the other a function. */
export function shapeDifferences(en: object, translation: object): string[] {
  const kind = (v: unknown) => (typeof v === "function" ? `function/${(v as () => void).length}` : typeof v);
  const mine = new Map(leaves(en).map((l) => [keyOf(l), kind(l.value)]));
  const theirs = new Map(leaves(translation).map((l) => [keyOf(l), kind(l.value)]));
  const problems: string[] = [];
  for (const [key, k] of mine) {
    if (!theirs.has(key)) problems.push(`missing ${key}`);
    else if (theirs.get(key) !== k) problems.push(`${key} is ${theirs.get(key)}, English is ${k}`);
  }
  for (const key of theirs.keys()) if (!mine.has(key)) problems.push(`extra ${key}`);
  return problems;
}

// Values that read as themselves whether a parameter is a count or a name.
const SAMPLES = [[1], [3], [7, 11], [13, 17, 19], [23, 29, 31, 37]] as const;

/**
 * Texts with placeholders are functions; each is called with sample values (including 1 and a plural
 * count) and must show the same values as the English one: a translation that drops or invents a
 * placeholder, or a plural form that loses its count, is found here.
 */
export function placeholderDifferences(en: object, translation: object): string[] {
  const problems: string[] = [];
  const theirs = new Map(leaves(translation).map((l) => [keyOf(l), l.value]));
  for (const leaf of leaves(en)) {
    if (typeof leaf.value !== "function") continue;
    const other = theirs.get(keyOf(leaf));
    if (typeof other !== "function") continue;
    const arity = leaf.value.length;
    const argSets = [
      SAMPLES.find((s) => s.length === arity) ?? [],
      arity === 1 ? [1] : null,
      arity === 1 ? [5] : null,
    ];
    for (const args of argSets) {
      if (!args) continue;
      const numbers = (text: string) =>
        args.filter((a) => new RegExp(`(^|\\D)${a}(\\D|$)`).test(text)).sort((a, b) => a - b);
      const english = numbers(String((leaf.value as (...a: number[]) => string)(...args)));
      const translated = numbers(String((other as (...a: number[]) => string)(...args)));
      if (english.join() !== translated.join()) {
        problems.push(`${keyOf(leaf)}(${args.join(", ")}) shows [${translated}], English shows [${english}]`);
      }
    }
  }
  return problems;
}

/** Every source file of the apps and the domain package, except translations and tests. */
export function sourceFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name === "dist") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(rw|fr)\.ts$|\.test\.tsx?$|\.spec\.ts$/.test(entry.name))
        out.push(full);
    }
  };
  for (const dir of ["apps/web/src", "apps/api/src", "packages/domain/src"]) walk(path.join(root, dir));
  return out;
}

/**
 * Keys no code reads: a key counts as read when its name appears as a property (`.addToCart`) or as a
 * string (`"addToCart"`, for texts chosen by a value such as a status) in a source file other than
 * the catalog's own English file.
 */
export function unusedKeys(catalog: Catalog, root: string, files: string[]): string[] {
  const sources = files
    .filter((f) => path.relative(root, f) !== catalog.file)
    .map((f) => fs.readFileSync(f, "utf8"))
    .join("\n");
  return leaves(catalog.en)
    .filter((leaf) => {
      const name = leaf.path.at(-1)!.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
      return !new RegExp(`\\.${name}\\b|["'\`]${name}["'\`]`).test(sources);
    })
    .map(keyOf);
}
