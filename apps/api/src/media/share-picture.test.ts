import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { productImages } from "../db/schema/catalog.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import { LEVELS, setUpWorld, type World } from "../test/fixtures/visibility-matrix-world.ts";
import { SHARE_HEIGHT, SHARE_WIDTH, shareVersion } from "./share-picture.ts";

/**
 * Decision 254: a product's and a public item's link-preview picture, 1200×630, cut once from the
 * stored picture and kept; never for an item under a cultural protocol, nor for an unknown product.
 */

let t: TestApp;
let world: World;
let product: { id: number };
let withdrawn: { id: number };

/** A tall portrait picture, so that the cut must crop it and not just scale it. */
const portrait = () =>
  sharp({ create: { width: 600, height: 900, channels: 3, background: "#b5651d" } })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: "#1d2a3b" } },
        top: 300,
        left: 150,
      },
    ])
    .webp()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp();
  const category = await seedCategory(t.app);
  product = await seedProduct(t.app, category.id, { name: "Agaseke basket" });
  await t.app.mediaStore.put(`p${product.id}-0.webp`, await portrait());
  withdrawn = await seedProduct(t.app, category.id, { name: "Withdrawn drum", is_active: false });
  await t.app.mediaStore.put(`p${withdrawn.id}-0.webp`, await portrait());
  world = await setUpWorld(t.app);
}, 120_000);
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

async function expectSharePicture(url: string) {
  const answer = await get(url);
  expect(answer.statusCode, url).toBe(200);
  expect(answer.headers["content-type"]).toBe("image/jpeg");
  const { width, height, format } = await sharp(answer.rawPayload).metadata();
  expect({ width, height, format }).toEqual({ width: SHARE_WIDTH, height: SHARE_HEIGHT, format: "jpeg" });
  return answer;
}

describe("a product's share picture", () => {
  const url = () => `/api/market/products/${product.id}/share-image`;

  it("is a 1200×630 JPEG, made once and then served as kept", async () => {
    const put = vi.spyOn(t.app.mediaStore, "put");
    // The world's background jobs write files of their own meanwhile.
    const shareWrites = () => put.mock.calls.map((call) => call[0]).filter((key) => key.includes("share/"));
    try {
      const first = await expectSharePicture(url());
      expect(shareWrites()).toHaveLength(1);
      expect(shareWrites()[0]).toMatch(/^private\/share\/[0-9a-f]{32}\.jpg$/);
      const second = await expectSharePicture(url());
      expect(shareWrites()).toHaveLength(1);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      const again = await get(url(), { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
    } finally {
      put.mockRestore();
    }
  });

  it("is cached a year at the address naming its source, an hour at any other", async () => {
    const current = await get(`${url()}?v=${shareVersion(`p${product.id}-0.webp`)}`);
    expect(current.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const old = await get(`${url()}?v=an-older-picture`);
    expect(old.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("is made anew when the product's picture changes", async () => {
    const category = await seedCategory(t.app);
    const other = await seedProduct(t.app, category.id);
    const shareUrl = `/api/market/products/${other.id}/share-image`;
    await t.app.mediaStore.put(`p${other.id}-0.webp`, await portrait());
    const before = await expectSharePicture(shareUrl);
    // A new picture is a new file with a new name (the store never rewrites one).
    const wide = await sharp({ create: { width: 1600, height: 500, channels: 3, background: "#2f6b3a" } })
      .webp()
      .toBuffer();
    await t.app.mediaStore.put(`p${other.id}-new.webp`, wide);
    await t.app.db
      .update(productImages)
      .set({ url: `/media/p${other.id}-new.webp` })
      .where(eq(productImages.product_id, other.id));
    const after = await expectSharePicture(shareUrl);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
  });

  it("is a 404 for an unknown product, one the public may not see, and a picture not stored", async () => {
    const category = await seedCategory(t.app);
    const bare = await seedProduct(t.app, category.id);
    for (const id of [999_999, withdrawn.id, "abc", bare.id]) {
      const answer = await get(`/api/market/products/${id}/share-image`);
      expect(answer.statusCode, String(id)).toBe(404);
      expect(answer.headers["content-type"]).toContain("application/json");
    }
  });
});

describe("an item's share picture", () => {
  it("exists for the public item only: every protocol-bound item is a 404, as its answer to a visitor", async () => {
    for (const level of LEVELS) {
      const { slug } = world.cases[level];
      const item = await world.get(`/api/repository/items/${slug}`, "visitor");
      const share = await world.get(`/api/repository/items/${slug}/share-image`, "visitor");
      expect(share.statusCode, level).toBe(item.statusCode);
      expect(share.statusCode, level).toBe(level === "public" ? 200 : 404);
      // A member or the admin asking changes nothing: the picture is for the public's previews.
      const asAdmin = await world.get(`/api/repository/items/${slug}/share-image`, "admin");
      expect(asAdmin.statusCode, `admin ${level}`).toBe(share.statusCode);
    }
    await expectSharePicture(`/api/repository/items/${world.cases.public.slug}/share-image`);
    expect((await get("/api/repository/items/no-such-item/share-image")).statusCode).toBe(404);
  });

  it("is cut from the first picture open to everyone, never a restricted one before it", async () => {
    const reads = vi.spyOn(t.app.mediaStore, "get");
    try {
      await expectSharePicture(`/api/repository/items/${world.mixed.slug}/share-image`);
      const read = reads.mock.calls.map((call) => call[0]);
      expect(read.some((key) => key.startsWith("items/") || key.startsWith("private/items/"))).toBe(true);
      expect(read.some((key) => key.endsWith(world.mixed.hiddenKey))).toBe(false);
    } finally {
      reads.mockRestore();
    }
  });
});
