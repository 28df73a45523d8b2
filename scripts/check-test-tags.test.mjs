import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { untaggedEngineFiles } from "./check-test-tags.mjs";

let root;
afterEach(() => root && rmSync(root, { recursive: true, force: true }));

function found(files) {
  root = mkdtempSync(join(tmpdir(), "test-tags-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  return untaggedEngineFiles(root).map(({ file }) => file);
}

const dir = "apps/api/src/modules/cart";

describe("the engine tag on API test files", () => {
  it.each([
    ["a race", "await Promise.all([a(), b()]); // two at once"],
    ["a plan", "const plan = await sql`explain analyze select 1`;"],
    ["a row lock", "select * from carts for update"],
    ["a constraint code", 'expect(error.code).toBe("23505");'],
    ["a migration", "await migrate(database);"],
    ["a catalog table", "select indexname from pg_indexes"],
  ])("finds an untagged file that depends on %s", (_what, text) => {
    expect(found({ [`${dir}/cart.test.ts`]: text })).toEqual([`${dir}/cart.test.ts`]);
  });

  it("accepts the tag, the cluster tag and a stated reason, and plain files", () => {
    const race = "await Promise.all([a(), b()]); // at once";
    expect(
      found({
        [`${dir}/cart.engines.test.ts`]: race,
        [`${dir}/cart.cluster.test.ts`]: race,
        [`${dir}/cart-flood.test.ts`]: `// one engine: HTTP bodies refused before any query\n${race}`,
        [`${dir}/cart-plain.test.ts`]: "await Promise.all(items.map(add));",
        [`${dir}/cart-view.ts`]: race,
      }),
    ).toEqual([]);
  });

  it("refuses a reason left empty", () => {
    expect(found({ [`${dir}/cart.test.ts`]: "// one engine:\nselect 1 for update" })).toEqual([
      `${dir}/cart.test.ts`,
    ]);
  });
});
