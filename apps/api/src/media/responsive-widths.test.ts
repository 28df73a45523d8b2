import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, productImages } from "../db/schema/catalog.ts";
import { signInAdmin } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../test/fixtures/catalog-fixtures.ts";
import { runWidthBackfill } from "./width-backfill.ts";

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  categoryId = (await seedCategory(t.app)).id;
});
afterAll(async () => t?.close());

/** Uploads a picture of this size as the admin forms do, and puts it on a new product. */
async function productWithPicture(width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: "#9A3F1C" } })
    .png()
    .toBuffer();
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/media/",
    headers: admin,
    payload: { image: `data:image/png;base64,${png.toString("base64")}` },
  });
  expect(upload.statusCode).toBe(201);
  const { id, url, thumbnail_url } = upload.json();
  const product = await seedProduct(t.app, categoryId, {}, 0);
  await t.app.db
    .insert(productImages)
    .values({ product_id: product.id, url, thumbnail_url, is_primary: true });
  return { mediaId: id as string, productId: product.id, url: url as string };
}

async function servedImage(productId: number) {
  const response = await t.app.inject({ method: "GET", url: `/api/market/products/${productId}/` });
  expect(response.statusCode).toBe(200);
  return response.json().images[0];
}

/** The width of each file a srcset names, fetched as a browser would. */
async function srcsetWidths(srcset: string) {
  const widths: [number, number][] = [];
  for (const candidate of srcset.split(", ")) {
    const [url, descriptor] = candidate.split(" ");
    const file = await t.app.inject({ method: "GET", url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    const { width } = await sharp(file.rawPayload).metadata();
    widths.push([Number.parseInt(descriptor!, 10), width!]);
  }
  return widths;
}

describe("responsive picture widths", () => {
  it("stores 320, 640 and 1024 px copies beside the 1600 px file and serves them as a srcset", async () => {
    const { productId, url } = await productWithPicture(2400, 1200);
    const image = await servedImage(productId);
    expect(image).toMatchObject({ image: url, width: 1600, height: 800 });
    expect(await srcsetWidths(image.srcset)).toEqual([
      [320, 320],
      [640, 640],
      [1024, 1024],
      [1600, 1600],
    ]);
  });

  it("stores only the widths narrower than the picture itself", async () => {
    const { productId } = await productWithPicture(500, 300);
    const image = await servedImage(productId);
    expect(image).toMatchObject({ width: 500, height: 300 });
    expect(await srcsetWidths(image.srcset)).toEqual([
      [320, 320],
      [500, 500],
    ]);
  });

  it("gives older pictures their widths in the background, and cached answers show them", async () => {
    const { mediaId, productId } = await productWithPicture(1200, 900);
    // As a picture stored before the widths existed: no copies, no list.
    await t.app.mediaStore.delete([320, 640, 1024].map((w) => `${mediaId}-w${w}.webp`));
    await t.app.db.update(media).set({ widths: null }).where(eq(media.id, mediaId));
    const before = await servedImage(productId);
    expect(before.srcset).toBeNull();
    expect(await servedImage(productId)).toEqual(before);

    await runWidthBackfill(t.app);

    const after = await servedImage(productId);
    expect(await srcsetWidths(after.srcset)).toEqual([
      [320, 320],
      [640, 640],
      [1024, 1024],
      [1200, 1200],
    ]);
    const [row] = await t.app.db.select().from(media).where(eq(media.id, mediaId));
    expect(row!.widths).toEqual([320, 640, 1024]);
  });

  it("serves no srcset for a picture that is not stored here", async () => {
    const product = await seedProduct(t.app, categoryId);
    const image = await servedImage(product.id);
    expect(image).toMatchObject({ width: null, height: null, srcset: null });
  });
});

describe("responsive category pictures", () => {
  it("serves a category's picture with its stored widths, and none for a picture not stored here", async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2F6B3F" } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/media/",
      headers: admin,
      payload: { image: `data:image/png;base64,${png.toString("base64")}` },
    });
    const withPicture = await seedCategory(t.app, { image: upload.json().url });
    const answer = await t.app.inject({ method: "GET", url: `/api/market/categories/${withPicture.id}/` });
    expect(answer.statusCode).toBe(200);
    expect(await srcsetWidths(answer.json().image_srcset)).toEqual([
      [320, 320],
      [640, 640],
      [900, 900],
    ]);
    const list = (await t.app.inject({ method: "GET", url: "/api/market/categories/" })).json() as {
      id: number;
      image_srcset: string | null;
      product_count: number;
    }[];
    expect(list.find((category) => category.id === withPicture.id)?.image_srcset).toBe(
      answer.json().image_srcset,
    );
    // The fixture's category points at a URL with no stored picture.
    expect(list.find((category) => category.id === categoryId)?.image_srcset).toBeNull();
  });
});
