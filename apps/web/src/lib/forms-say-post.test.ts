import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * Decision 237: a form the browser sends itself (its script not yet run, or never) must not put what it
 * holds in an address. Every form of the app says method="post", which the server answers 303; only the
 * searches (role="search") say method="get", on purpose: their address is their result.
 */
const src = path.resolve(import.meta.dirname, "..");

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(at);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [at] : [];
  });
}

it('every <form> says method="post", a search method="get"', () => {
  const wrong: string[] = [];
  let forms = 0;
  for (const file of sources(src)) {
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/<form\b[^>]*>/g)) {
      forms += 1;
      const tag = match[0];
      const expected = tag.includes('role="search"') ? 'method="get"' : 'method="post"';
      if (!tag.includes(expected)) wrong.push(`${path.relative(src, file)}: ${tag.slice(0, 80)}`);
    }
  }
  expect(forms).toBeGreaterThan(30);
  expect(wrong).toEqual([]);
});
