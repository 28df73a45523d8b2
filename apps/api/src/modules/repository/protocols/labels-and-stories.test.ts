import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { creators } from "../../../db/schema/community.ts";
import { orderLines } from "../../../db/schema/orders.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { approvedCreator } from "../../../test/fixtures/creators-test-helpers.ts";
import { CHECKOUT, fillCart } from "../../../test/fixtures/order-fixtures.ts";

/** Local Contexts labels (decision 163) and product stories (decision 164) through the API. */

let t: TestApp;
let admin: Record<string, string>;
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
let steward: Awaited<ReturnType<typeof signUpShopper>>;
let maker: Awaited<ReturnType<typeof approvedCreator>>;

const put = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: "PUT", url, headers, payload });

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://heritage.example.rw" });
  admin = (await signInAdmin(t.app)).headers;
  place = await insertInstitutionAndCollection(t.app.db, "labels");
  maker = await approvedCreator(t.app, admin, "Uwimana Imigongo");
  steward = await signUpShopper(t.app);
  await t.app.inject({
    method: "POST",
    url: "/api/admin/communities",
    headers: admin,
    payload: {
      slug: "gatagara",
      name: "Gatagara potters",
      translations: { fr: { name: "Potiers de Gatagara" } },
    },
  });
  await t.app.inject({
    method: "POST",
    url: "/api/communities/gatagara/membership",
    headers: steward.headers,
  });
  const made = await t.app.inject({
    method: "POST",
    url: `/api/communities/gatagara/members/${steward.user.id}`,
    headers: admin,
    payload: { decision: "approve", role: "steward" },
  });
  expect(made.json().role).toBe("steward");
}, 300_000);
afterAll(async () => t?.close());

async function communityItem(title: string) {
  const row = (await insertTestItem(t.app.db, place, { title }))!;
  const set = await put(`/api/protocols/items/${row.public_id}`, admin, {
    access: "public",
    community: "gatagara",
  });
  expect(set.statusCode).toBe(200);
  return row;
}

describe("labels", () => {
  it("a steward attaches labels; they show in the item API, IIIF metadata and OAI dc, in each language", async () => {
    const item = await communityItem("Inkono y'amazi");
    const set = await put(`/api/protocols/items/${item.public_id}`, steward.headers, {
      access: "public",
      community: "gatagara",
      labels: ["tk_attribution", "tk_community_voice"],
    });
    expect(set.statusCode).toBe(200);
    const fr = await t.app.inject({ url: `/api/repository/items/${item.slug}?lang=fr` });
    expect(fr.json().labels).toEqual([
      expect.objectContaining({ code: "tk_attribution", kind: "tk", name: "TK Attribution" }),
      expect.objectContaining({ code: "tk_community_voice", name: "TK Voix de la communauté" }),
    ]);
    const oai = await t.app.inject({
      url: `/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${item.public_id}`,
    });
    expect(oai.body).toContain('<dc:rights xml:lang="rw">TK Attribution (Kuvuga inkomoko):');
    expect(oai.body).toContain('<dc:rights xml:lang="fr">TK Voix de la communauté:');
  });

  it("a steward cannot change who may see an item, a shopper cannot label, an unknown label is a 400", async () => {
    const item = await communityItem("Intango");
    const widen = await put(`/api/protocols/items/${item.public_id}`, steward.headers, {
      access: "restricted",
      community: "gatagara",
    });
    expect(widen.statusCode).toBe(403);
    const stranger = await signUpShopper(t.app);
    const label = await put(`/api/protocols/items/${item.public_id}`, stranger.headers, {
      access: "public",
      labels: ["tk_outreach"],
    });
    expect(label.statusCode).toBe(403);
    const unknown = await put(`/api/protocols/items/${item.public_id}`, admin, {
      access: "public",
      labels: ["tk_x"],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().labels).toBeDefined();
  });

  it("the TK Secret/Sacred label makes an item sacred: refused while public", async () => {
    const item = await communityItem("Igicumbi");
    const res = await put(`/api/protocols/items/${item.public_id}`, admin, {
      access: "public",
      community: "gatagara",
      labels: ["tk_secret_sacred"],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().access).toHaveLength(1);
  });
});

describe("product stories", () => {
  it("names the maker and the tradition's items; each order line records the maker", async () => {
    const item = await communityItem("Imigongo ya Nyakarambi");
    const category = await seedCategory(t.app);
    const product = await seedProduct(t.app, category.id, { name: "Imigongo panel", stock: 3 });
    const set = await put(`/api/admin/products/${product.id}/story`, admin, {
      maker: maker.slug,
      items: [item.public_id],
    });
    expect(set.statusCode).toBe(200);
    const story = (await t.app.inject({ url: `/api/products/${product.id}/story` })).json();
    expect(story.maker.slug).toBe(maker.slug);
    expect(story.items.map((i: { slug: string }) => i.slug)).toEqual([item.slug]);
    const page = (await t.app.inject({ url: `/api/repository/items/${item.slug}` })).json();
    expect(page.made_today).toEqual([expect.objectContaining({ id: product.id, name: "Imigongo panel" })]);

    const shopper = await signUpShopper(t.app);
    await fillCart(t.app, shopper.user.id, [{ productId: product.id, quantity: 1 }]);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: shopper.headers,
      payload: CHECKOUT,
    });
    expect(order.statusCode, order.body).toBe(201);
    const [line] = await t.app.db.select().from(orderLines).where(eq(orderLines.product_id, product.id));
    const [makerRow] = await t.app.db.select().from(creators).where(eq(creators.slug, maker.slug));
    expect(line!.maker_id).toBe(makerRow!.id);
  });

  it("the maker's page lists the products that name them, in the reader's language, never a withdrawn one", async () => {
    const category = await seedCategory(t.app);
    const [makerRow] = await t.app.db.select().from(creators).where(eq(creators.slug, maker.slug));
    const basket = await seedProduct(t.app, category.id, {
      name: "Agaseke basket",
      price: 15000,
      maker_id: makerRow!.id,
      translations: { fr: { name: "Panier agaseke" } },
    });
    await seedProduct(t.app, category.id, {
      name: "Withdrawn basket",
      maker_id: makerRow!.id,
      is_active: false,
    });
    await seedProduct(t.app, category.id, { name: "Someone else's basket" });
    const page = await t.app.inject({
      url: `/api/makers/${maker.slug}/`,
      headers: { "accept-language": "fr" },
    });
    expect(page.statusCode).toBe(200);
    const listed = page.json().products as {
      id: number;
      name: string;
      price: number;
      image: string | null;
    }[];
    expect(listed.find((p) => p.id === basket.id)).toEqual({
      id: basket.id,
      name: "Panier agaseke",
      price: 15000,
      image: `/media/p${basket.id}-0-thumb.webp`,
    });
    expect(listed.map((p) => p.name)).not.toContain("Withdrawn basket");
    expect(listed.map((p) => p.name)).not.toContain("Someone else's basket");
  });

  it.each([
    [
      "sacred",
      { access: "community", community: "gatagara", sacred: true },
      "is sacred or secret knowledge",
      "est un savoir sacré ou secret",
    ],
    [
      "TK Non-Commercial",
      { access: "public", community: "gatagara", labels: ["tk_non_commercial"] },
      "carries a Non-Commercial label",
      "porte une étiquette Non-Commercial",
    ],
  ])(
    "refuses linking an item that is %s, naming it, in the reader's language",
    async (_, protocol, en, fr) => {
      const item = await communityItem(`Ikibindi ${_}`);
      expect((await put(`/api/protocols/items/${item.public_id}`, admin, protocol)).statusCode).toBe(200);
      const category = await seedCategory(t.app);
      const product = await seedProduct(t.app, category.id);
      const english = await put(`/api/admin/products/${product.id}/story`, admin, {
        items: [item.public_id],
      });
      expect(english.statusCode).toBe(400);
      expect(english.json().items[0]).toContain(`“Ikibindi ${_}” ${en}`);
      const french = await t.app.inject({
        method: "PUT",
        url: `/api/admin/products/${product.id}/story?lang=fr`,
        headers: { ...admin, "accept-language": "fr" },
        payload: { items: [item.public_id] },
      });
      expect(french.json().items[0]).toContain(fr);
      const story = (await t.app.inject({ url: `/api/products/${product.id}/story` })).json();
      expect(story.items).toEqual([]);
    },
  );
});
