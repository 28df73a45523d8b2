import type { Product } from "@heritage/domain/catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

type Page = { count: number; next: string | null; previous: string | null; results: Product[] };

let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let shopper: Record<string, string>;
const ids: Record<string, number> = {};
const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  admin = (await signInAdmin(app)).headers;
  shopper = (await signUpShopper(app)).headers;
  const baskets = await seedCategory(app, { name: "Woven Baskets", slug: "woven-baskets" });
  const drums = await seedCategory(app, { name: "Drums", slug: "drums" });
  ids.baskets = baskets.id;
  ids.drums = drums.id;
  const rows: [string, number, Parameters<typeof seedProduct>[2]][] = [
    [
      "agaseke",
      baskets.id,
      {
        name: "Agaseke Peace Basket",
        description: "Sisal and sweetgrass",
        price: 15000,
        original_price: 20000,
        is_featured: true,
        rating: "4.5",
        review_count: 10,
        created_at: days(30),
      },
    ],
    [
      "mat",
      baskets.id,
      {
        name: "Sleeping Mat",
        description: "Papyrus weave, hand made",
        price: 8000,
        rating: "3.0",
        created_at: days(2),
      },
    ],
    [
      "ingoma",
      drums.id,
      {
        name: "Ingoma Drum",
        description: "Cowhide ceremonial drum",
        price: 45000,
        original_price: 40000,
        rating: "4.9",
        created_at: days(10),
      },
    ],
    [
      "small",
      drums.id,
      {
        name: "Small Drum",
        description: "For children",
        price: 8000,
        is_featured: true,
        created_at: days(1),
      },
    ],
    [
      "hidden",
      drums.id,
      { name: "Hidden Drum", description: "Withdrawn", price: 9000, is_active: false, created_at: days(3) },
    ],
    [
      "pct",
      baskets.id,
      {
        name: "Discount 100% basket_",
        description: "Literal wildcard characters",
        price: 500,
        created_at: days(40),
      },
    ],
  ];
  for (const [key, category, fields] of rows) ids[key] = (await seedProduct(app, category, fields, 2)).id;
});
afterAll(() => test.close());

async function list(query: string, headers: Record<string, string> = {}): Promise<Page> {
  const response = await app.inject({ method: "GET", url: `/api/market/products/${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
const names = (page: Page) => page.results.map((product) => product.name);
const idsOf = (page: Page) => page.results.map((product) => product.id);

describe("GET /api/market/products/ — shape and visibility", () => {
  it("serves each product as product §3 shows it, images primary first", async () => {
    const page = await list("?search=agaseke");
    const product = page.results[0]!;
    expect(product).toEqual({
      id: ids.agaseke,
      name: "Agaseke Peace Basket",
      description: "Sisal and sweetgrass",
      price: "15000.00",
      original_price: "20000.00",
      stock: 5,
      condition: "new",
      is_featured: true,
      is_active: true,
      rating: "4.5",
      review_count: 10,
      sales: 0,
      category: ids.baskets,
      category_name: "Woven Baskets",
      category_slug: "woven-baskets",
      language: "en",
      original_language: "en",
      translated: true,
      images: [
        {
          id: expect.any(Number),
          image: `/media/p${ids.agaseke}-0.webp`,
          thumbnail: `/media/p${ids.agaseke}-0-thumb.webp`,
          is_primary: true,
          // Not a picture stored here (a fixture URL): no size, no srcset (decision 195).
          width: null,
          height: null,
          srcset: null,
        },
        {
          id: expect.any(Number),
          image: `/media/p${ids.agaseke}-1.webp`,
          thumbnail: `/media/p${ids.agaseke}-1-thumb.webp`,
          is_primary: false,
          width: null,
          height: null,
          srcset: null,
        },
      ],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      version: 1,
    });
  });

  it("hides inactive products from visitors and shoppers, not from admins", async () => {
    expect(idsOf(await list("?page_size=100"))).not.toContain(ids.hidden);
    expect(idsOf(await list("?page_size=100", shopper))).not.toContain(ids.hidden);
    expect((await list("?page_size=100")).count).toBe(5);
    const all = await list("?page_size=100", admin);
    expect(all.count).toBe(6);
    expect(idsOf(all)).toContain(ids.hidden);
    expect(idsOf(await list("?is_active=false", admin))).toEqual([ids.hidden]);
    // A visitor asking for inactive products still only gets active ones.
    expect(idsOf(await list("?is_active=false&page_size=100"))).not.toContain(ids.hidden);
  });

  it("serves inactive product details to admins only", async () => {
    const url = `/api/market/products/${ids.hidden}/`;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url, headers: shopper })).statusCode).toBe(404);
    const seen = await app.inject({ method: "GET", url, headers: admin });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: ids.hidden, is_active: false });
  });

  it("answers 404 for unknown or malformed ids", async () => {
    for (const id of ["987654", "abc", "1e3", "99999999999999"]) {
      const response = await app.inject({ method: "GET", url: `/api/market/products/${id}/` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ detail: "Product not found." });
    }
  });
});

describe("filters", () => {
  it("filters by category slug (any case) or id; an unknown category is empty", async () => {
    expect(names(await list("?category=drums&ordering=price"))).toEqual(["Small Drum", "Ingoma Drum"]);
    expect((await list(`?category=${ids.drums}`)).count).toBe(2);
    expect((await list("?category=WOVEN-BASKETS")).count).toBe(3);
    expect((await list("?category=nothing")).count).toBe(0);
    expect((await list("?category=")).count).toBe(5);
  });

  it("filters by featured flag, price range, and the listing filters", async () => {
    expect(idsOf(await list("?is_featured=true&ordering=price"))).toEqual([ids.small, ids.agaseke]);
    expect((await list("?is_featured=false")).count).toBe(3);
    expect(names(await list("?min_price=8000&max_price=15000&ordering=price"))).toEqual([
      "Sleeping Mat",
      "Small Drum",
      "Agaseke Peace Basket",
    ]);
    expect(idsOf(await list("?filter=featured&ordering=price"))).toEqual([ids.small, ids.agaseke]);
    expect(idsOf(await list("?filter=new&ordering=newest"))).toEqual([ids.small, ids.mat]);
    expect(idsOf(await list("?filter=sale"))).toEqual([ids.agaseke]);
    expect((await list("?filter=all")).count).toBe(5);
  });

  it("refuses malformed query values with field errors, never a 500", async () => {
    const cases: [string, string][] = [
      ["?ordering=cheapest", "ordering"],
      ["?filter=old", "filter"],
      ["?min_price=abc", "min_price"],
      ["?page=0", "page"],
      ["?page=abc", "page"],
      ["?page_size=101", "page_size"],
      ["?is_featured=maybe", "is_featured"],
      ["?search=%00", "search"],
      ["?category=drums%00", "category"],
      ["?search=a&search=b", "search"],
    ];
    for (const [query, field] of cases) {
      const response = await app.inject({ method: "GET", url: `/api/market/products/${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
  });
});

describe("ordering and pages", () => {
  it("sorts by each ordering with the id as the tie-break", async () => {
    expect(idsOf(await list("?ordering=price"))).toEqual([
      ids.pct,
      ids.mat,
      ids.small,
      ids.agaseke,
      ids.ingoma,
    ]);
    expect(idsOf(await list("?ordering=-price"))).toEqual([
      ids.ingoma,
      ids.agaseke,
      ids.small,
      ids.mat,
      ids.pct,
    ]);
    expect(idsOf(await list("?ordering=newest"))).toEqual([
      ids.small,
      ids.mat,
      ids.ingoma,
      ids.agaseke,
      ids.pct,
    ]);
    // Unrated products last; between them the newer id first.
    expect(idsOf(await list("?ordering=top_rated"))).toEqual([
      ids.ingoma,
      ids.agaseke,
      ids.mat,
      ids.pct,
      ids.small,
    ]);
    expect(idsOf(await list("?ordering=featured"))).toEqual([
      ids.small,
      ids.agaseke,
      ids.mat,
      ids.ingoma,
      ids.pct,
    ]);
    // The default is the featured order.
    expect(idsOf(await list(""))).toEqual(idsOf(await list("?ordering=featured")));
  });

  it("pages with DRF links that keep the query", async () => {
    const first = await list("?ordering=price&page_size=2");
    expect(first.count).toBe(5);
    expect(idsOf(first)).toEqual([ids.pct, ids.mat]);
    expect(first.previous).toBeNull();
    expect(first.next).toBe("/api/market/products/?ordering=price&page_size=2&page=2");
    const second = await list(first.next!.replace("/api/market/products/", ""));
    expect(idsOf(second)).toEqual([ids.small, ids.agaseke]);
    expect(second.previous).toBe("/api/market/products/?ordering=price&page_size=2&page=1");
    const last = await list("?ordering=price&page_size=2&page=3");
    expect(idsOf(last)).toEqual([ids.ingoma]);
    expect(last.next).toBeNull();
  });

  it("keeps the request's ?lang= in its page links, and only one of the three languages", async () => {
    const french = await list("?ordering=price&page_size=2&lang=fr");
    expect(french.next).toBe("/api/market/products/?ordering=price&page_size=2&lang=fr&page=2");
    const second = await list(french.next!.replace("/api/market/products/", ""));
    expect(second.previous).toBe("/api/market/products/?ordering=price&page_size=2&lang=fr&page=1");
    expect(second.next).toBe("/api/market/products/?ordering=price&page_size=2&lang=fr&page=3");
    expect((await list("?ordering=price&page_size=2&lang=de")).next).toBe(
      "/api/market/products/?ordering=price&page_size=2&page=2",
    );
    // The language chosen by the header alone is not written into the link; the cached answer of one
    // spelling is not served for the other.
    const byHeader = await list("?ordering=price&page_size=2", { "accept-language": "rw" });
    expect(byHeader.next).toBe("/api/market/products/?ordering=price&page_size=2&page=2");
    const byLink = await list("?ordering=price&page_size=2&lang=rw", { "accept-language": "rw" });
    expect(byLink.next).toBe("/api/market/products/?ordering=price&page_size=2&lang=rw&page=2");
  });

  it("pages 8 at a time by default and answers an empty page past the end", async () => {
    const category = await seedCategory(app, { slug: "many" });
    for (let i = 0; i < 10; i++) await seedProduct(app, category.id, { name: `Bead ${i}` }, 0);
    const first = await list("?category=many");
    expect(first.results).toHaveLength(8);
    expect(first.count).toBe(10);
    for (const page of ["3", "2147483647"]) {
      const beyond = await list(`?category=many&page=${page}`);
      expect(beyond).toMatchObject({ count: 10, next: null, results: [] });
      expect(beyond.previous).toBe("/api/market/products/?category=many&page=2");
    }
    const all = await list("?category=many&page_size=100");
    expect(new Set(idsOf(all)).size).toBe(10);
  });
});
