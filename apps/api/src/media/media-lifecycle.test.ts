import fs from "node:fs";
import type { Product } from "@heritage/domain/catalog";
import { messages } from "@heritage/domain/messages";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../db/schema/catalog.ts";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { pngDataUrl } from "../test/fixtures/catalog-fixtures.ts";
import { mediaIdFromUrl } from "./image-references.ts";

/** Replaced and dropped pictures leave the disk (one shopper filled ~5 GB an hour). */
let t: TestApp;
let app: FastifyInstance;
let admin: Record<string, string>;
const UPLOADS_A_MINUTE = 5;

beforeAll(async () => {
  t = await buildTestApp({ uploadRateLimit: UPLOADS_A_MINUTE });
  app = t.app;
  admin = (await signInAdmin(app)).headers;
});
afterAll(async () => t?.close());

const mediaFiles = () => fs.readdirSync(app.mediaDir).sort();
const filesOf = (url: string) => {
  const id = mediaIdFromUrl(url)!;
  return [`${id}-thumb.webp`, `${id}.webp`];
};
const hasRow = async (url: string) =>
  (
    await app.db
      .select()
      .from(media)
      .where(eq(media.id, mediaIdFromUrl(url)!))
  ).length === 1;

const inject = (method: "PATCH" | "POST" | "DELETE", url: string, headers: object, payload?: object) =>
  app.inject({ method, url, headers: headers as Record<string, string>, payload });

describe("avatar uploads", () => {
  it("are throttled per account, and a replaced or removed avatar's files and row are gone", async () => {
    const shopper = await signUpShopper(app);
    const avatars: string[] = [];
    const statuses: number[] = [];
    // The attack: one account sending avatar after avatar (bounded: 8 uploads).
    for (let i = 0; i < 8; i++) {
      const response = await inject("PATCH", "/api/users/me/", shopper.headers, {
        avatar: await pngDataUrl(`#0000${String(i).padStart(2, "0")}`),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) avatars.push(response.json().avatar);
      else expect(response.json()).toMatchObject({ detail: messages.media.tooManyUploads });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Only the last avatar is on disk: every one it replaced went once the next was saved.
    const current = avatars.at(-1)!;
    expect(mediaFiles()).toEqual(filesOf(current).sort());
    for (const replaced of avatars.slice(0, -1)) expect(await hasRow(replaced)).toBe(false);
    expect(await hasRow(current)).toBe(true);

    // Another account has its own allowance.
    const other = await signUpShopper(app);
    const own = await inject("PATCH", "/api/users/me/", other.headers, { avatar: await pngDataUrl() });
    expect(own.statusCode).toBe(200);

    const removed = await inject("PATCH", "/api/users/me/", shopper.headers, { avatar: null });
    expect(removed.json().avatar).toBeNull();
    expect(mediaFiles()).toEqual(filesOf(own.json().avatar).sort());

    // An administrator deletes the other account: its avatar goes with it.
    const deleted = await inject("DELETE", `/api/users/${other.user.id}/`, admin);
    expect(deleted.statusCode).toBe(204);
    expect(mediaFiles()).toEqual([]);
  });
});

describe("product and category pictures", () => {
  it("go when replaced or deleted, unless another record still shows them", async () => {
    const upload = async (color: string) => {
      const response = await inject("POST", "/api/media/", admin, { image: await pngDataUrl(color) });
      expect(response.statusCode).toBe(201);
      return response.json().url as string;
    };
    const [shared, dropped, kept] = [
      await upload("#111111"),
      await upload("#222222"),
      await upload("#333333"),
    ];
    const category = await inject("POST", "/api/market/categories/", admin, {
      name: "Lifecycle",
      slug: "lifecycle",
      description: "",
      image: shared,
    });
    expect(category.statusCode, category.body).toBe(201);
    const created = await inject("POST", "/api/market/products/", admin, {
      name: "Imigongo panel",
      price: "20000",
      stock: 3,
      category: category.json().id,
      uploaded_images: [shared, dropped, kept],
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = (created.json() as Product).id;

    // The new list drops two pictures; the category still shows one of them.
    const changed = await inject("PATCH", `/api/market/products/${productId}/`, admin, {
      uploaded_images: [kept],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(mediaFiles()).toEqual([...filesOf(shared), ...filesOf(kept)].sort());
    expect(await hasRow(dropped)).toBe(false);

    const replacement = await upload("#444444");
    const recategorised = await inject("PATCH", `/api/market/categories/${category.json().id}/`, admin, {
      image: replacement,
    });
    expect(recategorised.statusCode, recategorised.body).toBe(200);
    expect(mediaFiles()).toEqual([...filesOf(kept), ...filesOf(replacement)].sort());

    expect((await inject("DELETE", `/api/market/products/${productId}/`, admin)).statusCode).toBe(204);
    expect((await inject("DELETE", `/api/market/categories/${category.json().id}/`, admin)).statusCode).toBe(
      204,
    );
    expect(mediaFiles()).toEqual([]);
    expect(await app.db.select().from(media)).toEqual([]);
  });
});
