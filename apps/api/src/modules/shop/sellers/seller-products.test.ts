import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl, seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import { approvedCreator } from "../../../test/fixtures/creators-test-helpers.ts";
import { openShop } from "../../../test/fixtures/seller-fixtures.ts";

type Headers = Record<string, string>;
type Method = "GET" | "POST" | "PUT";

let t: TestApp;
let admin: Headers;
let category: number;
let png: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  category = (await seedCategory(t.app)).id;
  png = await pngDataUrl();
});
afterAll(async () => t.close());

const call = (method: Method, url: string, headers: Headers, payload?: unknown, lang = "en") =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const listing = (name: string) => ({
  name,
  description: "Sisal and sweetgrass, coiled by hand in Nyakarambi.",
  price: 18_000,
  stock: 3,
  category,
  uploaded_images: [png],
  translations: { fr: { name: `${name} (FR)`, description: "Sisal et herbe, cousus à la main." } },
});
const create = (headers: Headers, body: unknown = listing("Agaseke basket")) =>
  call("POST", "/api/selling/products/", headers, body);
const edit = (headers: Headers, id: number, body: unknown) =>
  call("PUT", `/api/selling/products/${id}/`, headers, body);
const decide = (headers: Headers, id: number, body: unknown) =>
  call("POST", `/api/admin/listings/${id}/decision/`, headers, body);
const submit = (headers: Headers, id: number) => call("POST", `/api/selling/products/${id}/submit/`, headers);
const publicRead = (id: number, lang = "en") =>
  call("GET", `/api/market/products/${id}/`, {}, undefined, lang);
/** The listing as the maker's form sends it back: every field, images as their /media/ URLs. */
const asSent = (
  product: { images: { image: string }[]; version: number },
  changes: object,
  name = "Ingoma drum",
) => ({
  ...listing(name),
  uploaded_images: product.images.map((image) => image.image),
  version: product.version,
  ...changes,
});

describe("a maker's own products (decision 241)", () => {
  it("keeps the seller routes to makers whose shop is open", async () => {
    const shopper = await signUpShopper(t.app);
    const creator = await approvedCreator(t.app, admin, "Creator Without Shop");
    for (const headers of [shopper.headers, creator.headers, admin]) {
      expect((await call("GET", "/api/selling/products/", headers)).statusCode).toBe(403);
      expect((await create(headers)).statusCode).toBe(403);
    }
    expect((await call("GET", "/api/selling/products/", {})).statusCode).toBe(401);
  });

  it("writes a draft with the shop's product rules, off sale, whatever the body claims", async () => {
    const maker = await openShop(t.app, admin, "Mukamana Odile");
    const bad = await create(maker.headers, { name: "A", price: 0, category, uploaded_images: [] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["name", "price", "uploaded_images"]);

    const forged = await create(maker.headers, {
      ...listing("Agaseke basket"),
      is_featured: true,
      is_active: true,
      listing: "live",
      seller_id: 1,
    });
    expect(forged.statusCode).toBe(201);
    const product = forged.json();
    expect(product).toMatchObject({
      listing: "draft",
      is_active: false,
      is_featured: false,
      price: "18000.00",
    });
    expect(product.translations.fr.name).toBe("Agaseke basket (FR)");
    expect((await publicRead(product.id)).statusCode).toBe(404);
    const mine = (await call("GET", "/api/selling/products/", maker.headers)).json();
    expect(mine.results.map((p: { id: number }) => p.id)).toEqual([product.id]);
  });

  it("goes on sale only once an admin passes the version they read, and back to draft when changed", async () => {
    const maker = await openShop(t.app, admin, "Habimana Eric");
    let product = (await create(maker.headers, listing("Ingoma drum"))).json();
    const shopper = await signUpShopper(t.app);
    expect((await call("GET", "/api/admin/listings/", shopper.headers)).statusCode).toBe(403);
    // Not submitted yet: nothing to decide.
    expect(
      (await decide(admin, product.id, { decision: "approve", version: product.version })).statusCode,
    ).toBe(409);
    product = (await submit(maker.headers, product.id)).json();
    expect(product.listing).toBe("in_review");
    expect((await submit(maker.headers, product.id)).statusCode).toBe(409);
    const queue = (await call("GET", "/api/admin/listings/", admin)).json();
    expect(queue.results.find((entry: { id: number }) => entry.id === product.id)).toMatchObject({
      shop: { shop_name: "Habimana Eric's workshop", slug: maker.slug },
    });
    // A maker cannot pass their own listing.
    expect(
      (await decide(maker.headers, product.id, { decision: "approve", version: product.version })).statusCode,
    ).toBe(403);

    // The maker changes it while it waits: the admin's decision about the old version is refused.
    const read = product;
    product = (
      await edit(maker.headers, product.id, asSent(product, { name: "Ingoma drum, cowhide" }))
    ).json();
    expect(product.listing).toBe("draft");
    product = (await submit(maker.headers, product.id)).json();
    const stale = await decide(admin, read.id, { decision: "approve", version: read.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe("The maker changed this listing since you opened it; read it again");

    const passed = await decide(admin, product.id, { decision: "approve", version: product.version });
    expect(passed.json()).toMatchObject({ listing: "live", is_active: true });
    expect((await publicRead(product.id, "fr")).json().name).toBe("Ingoma drum (FR)");
    const page = (await call("GET", `/api/makers/${maker.slug}/`, {})).json();
    expect(page.products.map((p: { id: number }) => p.id)).toContain(product.id);

    // A price change takes it off sale until it is passed again; sent back, the maker reads why.
    product = passed.json();
    product = (await edit(maker.headers, product.id, asSent(product, { price: 9_000 }))).json();
    expect(product).toMatchObject({ listing: "draft", is_active: false });
    expect((await publicRead(product.id)).statusCode).toBe(404);
    product = (await submit(maker.headers, product.id)).json();
    expect(
      (await decide(admin, product.id, { decision: "return", version: product.version })).statusCode,
    ).toBe(400);
    const returned = await decide(admin, product.id, {
      decision: "return",
      version: product.version,
      reason: "Please show the drum's skin in a picture.",
    });
    expect(returned.json()).toMatchObject({
      listing: "returned",
      listing_comment: "Please show the drum's skin in a picture.",
      is_active: false,
    });
  });

  it("lets the maker set the stock at once, from the version they read", async () => {
    const maker = await openShop(t.app, admin, "Uwase Aline");
    let product = (await create(maker.headers, listing("Imigongo panel"))).json();
    product = (await submit(maker.headers, product.id)).json();
    product = (await decide(admin, product.id, { decision: "approve", version: product.version })).json();
    const stock = (body: unknown) =>
      call("PUT", `/api/selling/products/${product.id}/stock/`, maker.headers, body);
    expect((await stock({ stock: 7 })).statusCode).toBe(400);
    expect((await stock({ stock: -1, version: product.version })).statusCode).toBe(400);
    const set = await stock({ stock: 7, version: product.version });
    expect(set.json()).toMatchObject({ stock: 7, listing: "live", is_active: true });
    // A save from the version before (a sale in between would look the same) cannot undo it.
    expect((await stock({ stock: 2, version: product.version })).statusCode).toBe(409);
  });

  it("never lets a maker reach another maker's products or the shop's own", async () => {
    const owner = await openShop(t.app, admin, "Owner Maker");
    const other = await openShop(t.app, admin, "Other Maker");
    const theirs = (await create(owner.headers, listing("Owner's basket"))).json();
    const shops = await seedProduct(t.app, category, { name: "The shop's own basket", price: 5_000 });
    for (const id of [theirs.id, shops.id]) {
      expect((await edit(other.headers, id, asSent(theirs, { price: 1 }))).statusCode).toBe(404);
      const stock = await call("PUT", `/api/selling/products/${id}/stock/`, other.headers, {
        stock: 0,
        version: 1,
      });
      expect(stock.statusCode).toBe(404);
      expect((await submit(other.headers, id)).statusCode).toBe(404);
    }
    // The shop's own product is no listing to review either.
    expect((await decide(admin, shops.id, { decision: "approve", version: 1 })).statusCode).toBe(404);
    expect((await call("GET", "/api/selling/products/", other.headers)).json().results).toEqual([]);
    const untouched = (await call("GET", `/api/market/products/${shops.id}/`, admin)).json();
    expect(untouched).toMatchObject({ price: "5000.00", stock: 5 });
    expect((await call("GET", "/api/selling/products/", owner.headers)).json().results[0]).toMatchObject({
      price: "18000.00",
      stock: 3,
    });
    // An id that names nothing, or is no id, is a 404 too.
    expect((await submit(owner.headers, 2_000_000_000)).statusCode).toBe(404);
    expect((await submit(owner.headers, "abc" as unknown as number)).statusCode).toBe(404);
  });
});
