import { productQuerySchema } from "@heritage/domain/catalog";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "../../../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory } from "../../../test/fixtures/catalog-fixtures.ts";
import { countQuery, pageQuery } from "./product-list.ts";
import { searchHints } from "./product-search.ts";

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  const crafts = await seedCategory(app, { name: "Crafts" });
  const baskets = await seedCategory(app, { name: "Woven Baskets" });
  // Generated in SQL: 20,000 rows through bound parameters would take the test most of a minute.
  await app.db.execute(sql`
    insert into ${products} (name, description, price, category_id)
    select case when g = 1234 then 'Agaseke peace basket' else 'Craft item number ' || g end,
           'Made in workshop ' || (g % 17),
           1000 + g,
           case when g % 1000 = 0 then ${baskets.id}::integer else ${crafts.id}::integer end
    from generate_series(1, 20000) as g`);
  await app.db.execute(sql`vacuum analyze products, search_words`);
}, 360_000); // 20,000 rows with trigram indexes: about 40 s at a load of 20, over 180 s at 31
afterAll(() => test.close());

/** EXPLAIN of the exact SQL the list route runs. */
async function plan(builder: { getSQL(): ReturnType<typeof sql> }): Promise<string> {
  const result = (await app.db.execute(sql`explain ${builder.getSQL()}`)) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

/**
 * On 20,000 products the planner answers a search from the indexes alone. (On a few thousand
 * it prefers one seq scan: see docs/decisions/product-search.md.) Guards the shape of the
 * query: a branch no index can answer (lower(name) like ..., word_similarity(...) > x, a
 * category sub-select the planner cannot estimate) turns the whole OR into a seq scan.
 */
describe("product search plan", () => {
  it("answers the count and the page through a BitmapOr of the trigram and category indexes", async () => {
    const query = productQuerySchema.parse({ search: "basket" });
    const scope = { admin: false, now: new Date(), search: await searchHints(app.db, ["basket"]) };
    expect(scope.search.categories).toEqual([[expect.any(Number)]]);
    expect(scope.search.corrections).toEqual([["basket"]]);
    for (const builder of [countQuery(app.db, query, scope), pageQuery(app.db, query, scope, 1, 8)]) {
      const text = await plan(builder);
      expect(text).toContain("BitmapOr");
      // The names and descriptions in every language, folded (decisions 105, 150), through their
      // indexes. Decision 152 dropped the plain name and description branches: the folded columns
      // contain them, so they added two index scans per word and no match; migration 0140 dropped
      // their indexes (below).
      expect(text).toContain("Bitmap Index Scan on products_translated_name_trgm_idx");
      expect(text).toContain("Bitmap Index Scan on products_translated_description_trgm_idx");
      // The typo branch: the corrected words, whole, through the same index (decision 152).
      expect(text).toMatch(/Index Cond: \(translated_name ~ '\\m\(\?:basket\)\\M'::text\)/);
      expect(text).toMatch(
        /Bitmap Index Scan on products_category_idx.*\n\s*Index Cond: \(\(category_id = \d+\)/,
      );
      expect(text).not.toContain("Seq Scan on products");
    }
  });

  it("corrects a broad typo through the word list, then reads the products through the indexes", async () => {
    // "baskte" is a near miss of "basket", which one name holds; "craft" (20,000 names) is exact.
    const query = productQuerySchema.parse({ search: "baskte" });
    const search = await searchHints(app.db, ["baskte"]);
    expect(search.corrections).toEqual([["basket"]]);
    const scope = { admin: false, now: new Date(), search };
    for (const builder of [countQuery(app.db, query, scope), pageQuery(app.db, query, scope, 1, 8)]) {
      const text = await plan(builder);
      expect(text).toMatch(/Index Cond: \(translated_name ~ '\\m\(\?:basket\)\\M'::text\)/);
      // No comparison of the typo with every name: word_similarity is left to the word list.
      expect(text).not.toContain("%>");
      expect(text).not.toContain("Seq Scan on products");
    }
    // The correction itself reads the word list's trigram index (20,000 words here: the numbers).
    const lookup = (await app.db.execute(
      sql`explain select word from search_words where word %> search_fold('baskte')`,
    )) as unknown as { rows: Record<string, string>[] };
    expect(lookup.rows.map((row) => Object.values(row)[0]).join("\n")).toContain(
      "Bitmap Index Scan on search_words_trgm_idx",
    );
  });
});

describe("trigram indexes on products", () => {
  it("are only those the searches read: the folded names and descriptions (migration 0140)", async () => {
    // The plain name and description indexes, which no search has read since decision 152, were
    // kept up to date on every write of a product; the plans above show the two that are read.
    const result = (await app.db.execute(
      sql`select indexname from pg_indexes where tablename = 'products' and indexdef like '%gin_trgm_ops%'
        order by indexname`,
    )) as unknown as { rows: { indexname: string }[] };
    expect(result.rows.map((row) => row.indexname)).toEqual([
      "products_translated_description_trgm_idx",
      "products_translated_name_trgm_idx",
    ]);
  });
});

/** Every sort of the market reads its first page in order from an index, never sorting 20,000 rows. */
describe("product list plans", () => {
  const scope = { admin: false, now: new Date() };
  const orderings: [Record<string, string>, string][] = [
    [{}, "products_active_featured_idx"],
    [{ ordering: "featured" }, "products_active_featured_idx"],
    [{ ordering: "price" }, "products_active_price_idx"],
    [{ ordering: "-price" }, "products_active_price_idx"],
    [{ ordering: "newest" }, "products_active_created_idx"],
    [{ ordering: "top_rated" }, "products_active_rating_idx"],
  ];
  it.each(orderings)("%o reads %s in order", async (params, index) => {
    const text = await plan(pageQuery(app.db, productQuerySchema.parse(params), scope, 1, 8));
    expect(text).toMatch(new RegExp(`Index Scan (Backward )?using ${index} on products`));
    expect(text).not.toMatch(/Sort/);
  });

  it("finds the products on sale through their partial index (only those rows are read)", async () => {
    const query = productQuerySchema.parse({ filter: "sale" });
    for (const builder of [countQuery(app.db, query, scope), pageQuery(app.db, query, scope, 1, 8)]) {
      expect(await plan(builder)).toMatch(/Index (Only )?Scan (Backward )?(using|on) products_on_sale_idx/);
    }
  });
});
