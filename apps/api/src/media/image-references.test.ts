import fs from "node:fs";
import { messages } from "@heritage/domain/messages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../db/schema/catalog.ts";
import { FieldErrors } from "../lib/http-errors.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { storeImageReferences, withStoredImages } from "./image-references.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => testApp?.close());

const products = { field: "uploaded_images", invalidMessage: messages.product.imagesInvalid };
const png = async (colour: string) =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 30, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString("base64")}`;
const mediaFiles = () => fs.readdirSync(testApp.app.mediaDir).sort();
const mediaRows = async () => (await testApp.app.db.select({ id: media.id }).from(media)).length;

async function fieldErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FieldErrors);
  return (error as FieldErrors).fields;
}

describe("storeImageReferences", () => {
  it("stores data URLs and keeps media ids and /media/ URLs already stored, in order", async () => {
    const first = await storeImageReferences(testApp.app, [await png("#000000")], products);
    const [stored] = first.images;
    const id = stored!.url.slice("/media/".length, -".webp".length);

    const mixed = await storeImageReferences(
      testApp.app,
      [stored!.url, await png("#ffffff"), id, `http://shop.example/media/${id}.webp`],
      products,
    );
    expect(mixed.images).toHaveLength(4);
    expect(mixed.images[0]).toEqual(stored);
    expect(mixed.images[2]).toEqual(stored);
    expect(mixed.images[3]).toEqual(stored);
    expect(mixed.images[1]!.url).not.toBe(stored!.url);
    expect(mixed.images[1]!.thumbnail_url).toMatch(/^\/media\/[0-9a-f-]{36}-thumb\.webp$/);
  });

  it("writes nothing when one image in the middle is bad", async () => {
    const filesBefore = mediaFiles();
    const rowsBefore = await mediaRows();
    const notAnImage = `data:image/png;base64,${Buffer.from("plain text, renamed").toString("base64")}`;
    const fields = await fieldErrorsOf(
      storeImageReferences(testApp.app, [await png("#112233"), notAnImage, await png("#445566")], products),
    );
    expect(fields).toEqual({ uploaded_images: ["Please select valid image files"] });
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await mediaRows()).toBe(rowsBefore);
  });

  it("names an unknown media id or URL, and anything that is no reference at all", async () => {
    const unknown = await fieldErrorsOf(
      storeImageReferences(testApp.app, ["9b2d6f0e-4a57-4c1e-9d3f-0c3a5e7b8a91"], products),
    );
    expect(unknown).toEqual({ uploaded_images: [messages.media.unknownImage] });
    const unknownUrl = await fieldErrorsOf(
      storeImageReferences(testApp.app, ["/media/9b2d6f0e-4a57-4c1e-9d3f-0c3a5e7b8a91.webp"], {
        field: "image",
        invalidMessage: messages.category.imageInvalid,
      }),
    );
    expect(unknownUrl).toEqual({ image: [messages.media.unknownImage] });
    const foreign = await fieldErrorsOf(
      storeImageReferences(testApp.app, ["https://elsewhere.example/cat.png"], products),
    );
    expect(foreign).toEqual({ uploaded_images: ["Please select valid image files"] });
  });

  it("removes the new files again when the record they were for fails to save", async () => {
    const filesBefore = mediaFiles();
    const rowsBefore = await mediaRows();
    const failure = new Error("insert failed");
    await expect(
      withStoredImages(testApp.app, [await png("#778899")], products, async (images) => {
        expect(fs.existsSync(`${testApp.app.mediaDir}/${images[0]!.url.slice(7)}`)).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await mediaRows()).toBe(rowsBefore);
  });
});
