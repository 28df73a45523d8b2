import { MAX_IMAGE_BYTES } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { pngDataUrl, seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";

const c = messages.category;
let test: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let png: string;

beforeAll(async () => {
  test = await buildTestApp();
  app = test.app;
  admin = (await signInAdmin(app)).headers;
  shopper = (await signUpShopper(app)).headers;
  png = await pngDataUrl();
});
afterAll(() => test.close());

/** A data URL of a PNG one byte over 2 MB: a real signature, then padding. */
function oversizedPngDataUrl(): string {
  const bytes = Buffer.alloc(MAX_IMAGE_BYTES + 1);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

const create = (payload: Record<string, unknown>, headers = admin) =>
  app.inject({ method: "POST", url: "/api/market/categories/", headers, payload });

describe("GET /api/market/categories/", () => {
  it("lists every category by name with its count of active products only", async () => {
    const baskets = await seedCategory(app, { name: "Zz Baskets", slug: "zz-baskets" });
    const drums = await seedCategory(app, { name: "Aa Drums", slug: "aa-drums" });
    await seedProduct(app, baskets.id);
    await seedProduct(app, baskets.id);
    await seedProduct(app, baskets.id, { is_active: false });

    const response = await app.inject({ method: "GET", url: "/api/market/categories/" });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; slug: string; product_count: number; created_at: string }[];
    const slugs = list.map((row) => row.slug);
    expect(slugs.indexOf("aa-drums")).toBeLessThan(slugs.indexOf("zz-baskets"));
    expect(list.find((row) => row.id === baskets.id)?.product_count).toBe(2);
    expect(list.find((row) => row.id === drums.id)).toMatchObject({
      name: "Aa Drums",
      description: "",
      image: "/media/none.webp",
      product_count: 0,
    });
    expect(list[0]).toHaveProperty("created_at");
    expect(new Date(list[0]!.created_at).toISOString()).toBe(list[0]!.created_at);
  });

  it("works without the trailing slash", async () => {
    expect((await app.inject({ method: "GET", url: "/api/market/categories" })).statusCode).toBe(200);
  });
});

describe("GET /api/market/categories/{id or slug}/", () => {
  it("finds a category by id and by slug in any case", async () => {
    const category = await seedCategory(app, { name: "Pottery", slug: "Pottery_ab12" });
    for (const key of [String(category.id), "pottery_ab12", "POTTERY_AB12"]) {
      const response = await app.inject({ method: "GET", url: `/api/market/categories/${key}/` });
      expect(response.statusCode, key).toBe(200);
      expect(response.json()).toMatchObject({ id: category.id, name: "Pottery", product_count: 0 });
    }
  });

  it("answers 404 with a detail for anything else", async () => {
    for (const key of ["999999", "no-such-slug", "99999999999999999999", "%20", "-1", "%00"]) {
      const response = await app.inject({ method: "GET", url: `/api/market/categories/${key}/` });
      expect(response.statusCode, key).toBe(404);
      expect(response.json()).toEqual({ detail: messages.common.notFound });
    }
  });
});

describe("POST /api/market/categories/", () => {
  it("creates a category for an admin, storing the image as WebP", async () => {
    const response = await create({
      name: "Imigongo Art",
      slug: "imigongo-art_x1",
      description: "Cow-dung art",
      image: png,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      name: "Imigongo Art",
      slug: "imigongo-art_x1",
      description: "Cow-dung art",
      product_count: 0,
    });
    expect(body.image).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/);
    const fetched = await app.inject({ method: "GET", url: `/api/market/categories/${body.id}/` });
    expect(fetched.json().image).toBe(body.image);
  });

  it("accepts a media id or an existing /media/ URL as the image", async () => {
    const upload = await app.inject({
      method: "POST",
      url: "/api/media/",
      headers: admin,
      payload: { image: png },
    });
    expect(upload.statusCode).toBe(201);
    const { id, url } = upload.json();
    const byId = await create({ name: "By media id", slug: "by-media-id", image: id });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().image).toBe(url);
    const byUrl = await create({
      name: "By media URL",
      slug: "by-media-url",
      image: `http://localhost:3000${url}`,
    });
    expect(byUrl.statusCode).toBe(201);
    expect(byUrl.json().image).toBe(url);
  });

  it("answers each product §5 message at its field", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ slug: "a-b", image: png }, { name: [c.nameRequired] }],
      [{ name: "  ", slug: "a-b", image: png }, { name: [c.nameRequired] }],
      [{ name: "Ab", slug: "a-b", image: png }, { name: [c.nameMin] }],
      [{ name: "Abc", image: png }, { slug: [c.slugRequired] }],
      [{ name: "Abc", slug: "has space", image: png }, { slug: [c.slugInvalid] }],
      [{ name: "Abc", slug: "abc" }, { image: [c.imageRequired] }],
      [{ name: "Abc", slug: "abc", image: "" }, { image: [c.imageRequired] }],
      [
        { name: "Abc", slug: "abc", image: "data:text/plain;base64,aGVsbG8gd29ybGQ=" },
        { image: [c.imageInvalid] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await create(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject(errors);
    }
  });

  it("refuses an image over 2 MB at the image field and stores nothing", async () => {
    const response = await create({
      name: "Huge picture",
      slug: "huge-picture",
      image: oversizedPngDataUrl(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [c.imageTooBig] });
    expect(c.imageTooBig).toBe("Image size must be less than 2MB");
    const list = (await app.inject({ method: "GET", url: "/api/market/categories/" })).json() as {
      slug: string;
    }[];
    expect(list.map((row) => row.slug)).not.toContain("huge-picture");
  });

  it("refuses a slug already taken, whatever its case", async () => {
    await seedCategory(app, { slug: "woven-mats" });
    const response = await create({ name: "Mats again", slug: "Woven-Mats", image: png });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ slug: [c.slugTaken] });
  });

  it("is for admins only: 401 without a token, 403 for a shopper", async () => {
    const payload = { name: "Forbidden", slug: "forbidden", image: png };
    const anonymous = await app.inject({ method: "POST", url: "/api/market/categories/", payload });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: messages.auth.notAuthenticated });
    const refused = await create(payload, shopper);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: messages.auth.forbidden });
  });
});

describe("PUT and PATCH /api/market/categories/{id}/", () => {
  it("replaces every field with PUT, keeping the current image URL", async () => {
    const created = (await create({ name: "Old name", slug: "old-name", image: png })).json();
    const response = await app.inject({
      method: "PUT",
      url: `/api/market/categories/${created.id}/`,
      headers: admin,
      payload: {
        name: "New name",
        slug: "new-name",
        description: "Changed",
        image: created.image,
        version: created.version,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: "New name",
      slug: "new-name",
      image: created.image,
    });
    expect(Date.parse(response.json().updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it("changes only the fields sent with PATCH, and may keep its own slug", async () => {
    const category = await seedCategory(app, { name: "Baskets", slug: "baskets-patch", description: "Old" });
    const response = await app.inject({
      method: "PATCH",
      url: `/api/market/categories/${category.id}/`,
      headers: admin,
      payload: { description: "Agaseke", slug: "BASKETS-PATCH" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: "Baskets", slug: "BASKETS-PATCH", description: "Agaseke" });
  });

  it("validates like creation and refuses another category's slug", async () => {
    const category = await seedCategory(app);
    await seedCategory(app, { slug: "taken-by-other" });
    const url = `/api/market/categories/${category.id}/`;
    const short = await app.inject({ method: "PATCH", url, headers: admin, payload: { name: "X" } });
    expect(short.json()).toEqual({ name: [c.nameMin] });
    const taken = await app.inject({
      method: "PATCH",
      url,
      headers: admin,
      payload: { slug: "taken-by-other" },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ slug: [c.slugTaken] });
    const missing = await app.inject({ method: "PUT", url, headers: admin, payload: { name: "Valid" } });
    expect(missing.json()).toMatchObject({ slug: [c.slugRequired], image: [c.imageRequired] });
  });

  it("answers 404 for an unknown or malformed id, and 401/403 by role", async () => {
    for (const id of ["424242", "abc", "1.5"]) {
      const response = await app.inject({
        method: "PATCH",
        url: `/api/market/categories/${id}/`,
        headers: admin,
        payload: { description: "x" },
      });
      expect(response.statusCode, id).toBe(404);
    }
    const category = await seedCategory(app);
    const url = `/api/market/categories/${category.id}/`;
    expect((await app.inject({ method: "PATCH", url, payload: { description: "x" } })).statusCode).toBe(401);
    expect((await app.inject({ method: "PATCH", url, headers: shopper, payload: {} })).statusCode).toBe(403);
  });
});

describe("DELETE /api/market/categories/{id}/", () => {
  it("deletes an empty category with 204", async () => {
    const category = await seedCategory(app);
    const response = await app.inject({
      method: "DELETE",
      url: `/api/market/categories/${category.id}/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    const gone = await app.inject({ method: "GET", url: `/api/market/categories/${category.id}/` });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 409 while products, even inactive ones, still belong to it", async () => {
    const category = await seedCategory(app);
    await seedProduct(app, category.id, { is_active: false });
    const response = await app.inject({
      method: "DELETE",
      url: `/api/market/categories/${category.id}/`,
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: c.hasProducts });
  });

  it("answers 404, 401 and 403 where due", async () => {
    expect(
      (await app.inject({ method: "DELETE", url: "/api/market/categories/777777/", headers: admin }))
        .statusCode,
    ).toBe(404);
    const category = await seedCategory(app);
    const url = `/api/market/categories/${category.id}/`;
    expect((await app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await app.inject({ method: "DELETE", url, headers: shopper })).statusCode).toBe(403);
  });
});
