import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../accounts.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";
import { seedCategory, seedProduct } from "../fixtures/catalog-fixtures.ts";

/**
 * Every route that takes `?search=`, given many words, random text and broken encodings: an
 * answer, or a 400 with field messages, never a 500 (two words in the suggestion box
 * answered 500 on both databases). The texts come from a seeded generator, so a failure names a
 * text that fails again.
 */
const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";

const PUBLIC_ROUTES = [
  "/api/market/suggestions/",
  "/api/market/products/",
  "/api/content/articles/",
  "/api/content/partners/",
  "/api/content/courses/",
  "/api/content/instructors/",
  "/api/repository/institutions/",
  "/api/repository/items/",
];
const ADMIN_ROUTES = [
  "/api/users/",
  "/api/admin/orders/",
  "/api/admin/promo-codes/",
  "/api/admin/repository/items/",
];

/** Words that are in the seeded names, so the random words meet matching rows too. */
const KNOWN = [
  "agaseke",
  "silver",
  "pottery",
  "pottry",
  "potery",
  "basket",
  "baskte",
  "imigongo",
  "k'amahoro",
  "panier",
];
const PIECES = [
  ..."abcdefghijklmnopqrstuvwxyzéèàçôûü",
  ..."%_\\^$.|?*+()[]{}'\"`~!@#&=;:,<>/",
  "ñ",
  "ß",
  "İ",
  "🧺",
  "ａ",
  "\u200b",
  "\t",
  "  ",
];

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const word = () =>
    next() < 0.4
      ? pick(KNOWN)
      : Array.from({ length: 1 + Math.floor(next() * 9) }, () => pick(PIECES)).join("");
  return {
    /** One to twelve words: known ones, random ones, one space apart or several. */
    text: () =>
      Array.from({ length: 1 + Math.floor(next() * 12) }, word)
        .join(next() < 0.8 ? " " : "   ")
        .slice(0, 200),
  };
}

/** Query strings no encoder writes: broken percent escapes, a NUL, a repeated parameter. */
const RAW_QUERIES = [
  "search=%FF%FE",
  "search=%E0%A4",
  "search=%",
  "search=%zz",
  "search=a%00b",
  "search=silver+agaseke&search=pottery",
  "search=+++",
  "search=%ED%A0%80",
  `search=${"ab+".repeat(66)}`,
];

let t: TestApp;
let app: FastifyInstance;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  const jewellery = await seedCategory(app, { name: "Jewellery & Beadwork", slug: "jewellery" });
  const pottery = await seedCategory(app, { name: "Pottery & Ceramics", slug: "pottery-ceramics" });
  await seedProduct(app, jewellery.id, { name: "Silver Agaseke Pendant" });
  await seedProduct(app, jewellery.id, {
    name: "Agaseke Peace Basket",
    translations: { fr: { name: "Panier de la paix Agaseke" }, rw: { name: "Agaseke k'amahoro" } },
  });
  await seedProduct(app, pottery.id, { name: "Ikibindi Water Pot" });
  adminHeaders = (await signInAdmin(app)).headers;
});
afterAll(() => t.close());

async function expectNoServerError(route: string, query: string, headers?: Record<string, string>) {
  const response = await app.inject({ method: "GET", url: `${route}?${query}`, headers });
  expect(response.statusCode, `${route}?${query}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode === 400) expect(Object.keys(response.json()).length).toBeGreaterThan(0);
  return response;
}

describe(`search routes under random input (${where})`, () => {
  it("suggest for two or more words, known or not", async () => {
    for (const search of [
      "silver agaseke",
      "agaseke silver",
      "peace basket silver",
      "pottry  potery",
      "a b c d e f g h i j",
    ]) {
      const response = await expectNoServerError(
        "/api/market/suggestions/",
        `search=${encodeURIComponent(search)}`,
      );
      expect(response.statusCode, search).toBe(200);
    }
    const found = await app.inject({ method: "GET", url: "/api/market/suggestions/?search=silver+agaseke" });
    expect(found.json().products.map((p: { name: string }) => p.name)).toEqual(["Silver Agaseke Pendant"]);
  });

  it("answer the suggestions and the product search for 300 random texts of many words", async () => {
    const random = generator(39);
    for (let i = 0; i < 150; i += 1) {
      const query = `search=${encodeURIComponent(random.text())}`;
      await expectNoServerError("/api/market/suggestions/", query);
      await expectNoServerError("/api/market/products/", query);
    }
  });

  it("answer every other search route, public or the admin's, for random texts and broken encodings", async () => {
    const random = generator(2026);
    const routes = [
      ...PUBLIC_ROUTES.map((route) => [route, undefined] as const),
      ...ADMIN_ROUTES.map((route) => [route, adminHeaders] as const),
    ];
    for (const [route, headers] of routes) {
      for (const raw of RAW_QUERIES) await expectNoServerError(route, raw, headers);
      for (let i = 0; i < 12; i += 1) {
        await expectNoServerError(route, `search=${encodeURIComponent(random.text())}`, headers);
      }
    }
  });
});
