import { productQuerySchema } from "@heritage/domain/catalog";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory } from "../../../test/fixtures/catalog-fixtures.ts";
import { rankedPageQuery } from "./product-list.ts";
import { RANKED_MATCHES, searchHints } from "./product-search.ts";

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
let test: TestApp;
let app: FastifyInstance;

// Stored in this order, so that storage order puts the weakest matches first: 300 products that
// hold "basket" only in their description, 250 whose names hold it inside a word, then one whose
// name holds it whole, then 100 that do not match.
const IN_DESCRIPTION = 300;
const INSIDE_NAME = 250;
const MATCHES = IN_DESCRIPTION + INSIDE_NAME + 1;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  const crafts = await seedCategory(app, { name: "Crafts" });
  const insert = (name: SQL, description: SQL, count: number) =>
    app.db.execute(sql`
      insert into ${products} (name, description, price, category_id)
      select ${name}, ${description}, 1000 + g, ${crafts.id}::integer from generate_series(1, ${count}::int) as g`);
  await insert(sql`'Craft item ' || g`, sql`'Woven like a basket, piece ' || g`, IN_DESCRIPTION);
  await insert(sql`'Basketry kit ' || g`, sql`'A kit'`, INSIDE_NAME);
  await insert(sql`'Agaseke basket'`, sql`'Woven in Huye'`, 1);
  await insert(sql`'Clay pot ' || g`, sql`'Fired clay'`, 100);
  await app.db.execute(sql`analyze products`);
}, 120_000);
afterAll(() => test.close());

async function search(params: string) {
  const response = await app.inject({ method: "GET", url: `/api/market/products/?${params}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { count: number; results: { name: string }[] };
}

/** EXPLAIN ANALYZE (JSON) of the ranked page the route sends. */
async function analyzed(text: string): Promise<PlanNode> {
  const query = productQuerySchema.parse({ search: text });
  const scope = { admin: false, now: new Date(), search: await searchHints(app.db, [text]) };
  const statement = rankedPageQuery(app.db, query, scope, 1, 8).getSQL();
  const result = (await app.db.execute(sql`explain (analyze, format json) ${statement}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0]!)[0];
  const parsed = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return parsed[0]!.Plan;
}

interface PlanNode {
  "Node Type": string;
  "Subplan Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

describe(`a search ranks a bounded number of matches (${where}, decision 208)`, () => {
  it("ranks at most RANKED_MATCHES + 1 products however many match, reading no more", async () => {
    for (const text of ["basket", "baskte"]) {
      const plan = nodes(await analyzed(text));
      const sorted = plan.find((node) => node["Node Type"] === "Sort");
      // The sort's input: before decision 208 every one of the 551 matches was ranked.
      expect(sorted?.Plans?.[0]?.["Actual Rows"]).toBe(RANKED_MATCHES + 1);
      // Each tier (a CTE) stops where the bound is reached rather than reading all its matches.
      const tiers = plan.filter((node) => node["Subplan Name"]?.startsWith("CTE tier"));
      expect(tiers.length).toBeGreaterThanOrEqual(3);
      // (A bitmap index scan lists every candidate of the index; the table rows are read after it.)
      const reads = tiers
        .flatMap(nodes)
        .filter((node) => !/^Bitmap(Or|And| Index Scan)/.test(node["Node Type"]));
      for (const node of reads) {
        expect(node["Actual Rows"] * node["Actual Loops"]).toBeLessThanOrEqual(RANKED_MATCHES + 1);
      }
    }
  });

  it("still puts whole words of a name first and counts every match exactly", async () => {
    // A typo is corrected against the names' words only (decision 152): not the descriptions.
    const cases: [string, number][] = [
      ["basket", MATCHES],
      ["BASKET", MATCHES],
      ["baskte", MATCHES - IN_DESCRIPTION],
    ];
    for (const [text, count] of cases) {
      const page = await search(`search=${text}`);
      expect(page.count).toBe(count);
      expect(page.results).toHaveLength(8);
      // Stored after 550 weaker matches, past the bound: taken first all the same.
      expect(page.results[0]!.name).toBe("Agaseke basket");
      expect(page.results.slice(1).every((p) => p.name.startsWith("Basketry kit"))).toBe(true);
    }
  });

  it("serves pages past the bound from the whole ranking", async () => {
    const last = await search(`search=basket&page_size=100&page=6`);
    expect(last.count).toBe(MATCHES);
    expect(last.results).toHaveLength(MATCHES - 500);
    expect(last.results.every((p) => p.name.startsWith("Craft item"))).toBe(true);
  });

  it("shows every match once to a person paging through, across the bound", async () => {
    // Pages of 50: the first four are bounded (4 × 50 = RANKED_MATCHES), the rest are not.
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(MATCHES / 50); page++) {
      const { results } = await search(`search=basket&page_size=50&page=${page}`);
      seen.push(...results.map((p) => p.name));
    }
    expect(seen).toHaveLength(MATCHES);
    expect(new Set(seen).size).toBe(MATCHES);
  });

  it("suggests the whole-word name first though hundreds of names hold the text", async () => {
    const response = await app.inject({ method: "GET", url: "/api/market/suggestions/?search=basket" });
    const names = (response.json() as { products: { name: string }[] }).products.map((p) => p.name);
    expect(names[0]).toBe("Agaseke basket");
    expect(names.slice(1).every((name) => name.startsWith("Basketry kit"))).toBe(true);
  });
});
