import { messages } from "@heritage/domain/messages";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";

let testApp: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = (await signInAdmin(testApp.app)).headers;
  shopper = (await signUpShopper(testApp.app)).headers;
});
afterAll(async () => testApp?.close());

const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#9A3F1C" } });

function upload(image: unknown, headers: Record<string, string> = admin) {
  return testApp.app.inject({ method: "POST", url: "/api/media/", headers, payload: { image } });
}

async function fetchWebp(url: string) {
  const response = await testApp.app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/webp");
  expect(response.headers["cache-control"]).toContain("max-age=31536000");
  expect(response.headers["cache-control"]).toContain("immutable");
  return { body: response.rawPayload, meta: await sharp(response.rawPayload).metadata() };
}

describe("POST /api/media/", () => {
  const formats = {
    png: () => solid(120, 80).png().toBuffer(),
    jpeg: () => solid(120, 80).jpeg().toBuffer(),
    webp: () => solid(120, 80).webp().toBuffer(),
    gif: () => solid(120, 80).gif().toBuffer(),
  };

  for (const [format, make] of Object.entries(formats)) {
    it(`stores a ${format} as WebP in two sizes, served with year-long caching`, async () => {
      // The declared type is deliberately wrong: only the bytes count.
      const response = await upload(dataUrl(await make(), "application/octet-stream"));
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.url).toBe(`/media/${body.id}.webp`);
      expect(body.thumbnail_url).toBe(`/media/${body.id}-thumb.webp`);
      const full = await fetchWebp(body.url);
      expect(full.meta).toMatchObject({ format: "webp", width: 120, height: 80 });
      const thumb = await fetchWebp(body.thumbnail_url);
      expect(thumb.meta.format).toBe("webp");
    });
  }

  it("limits the full size to 1600 px and the thumbnail to 400 px on the long side", async () => {
    const response = await upload(dataUrl(await solid(2400, 1200).png().toBuffer()));
    expect(response.statusCode).toBe(201);
    const { url, thumbnail_url } = response.json();
    expect((await fetchWebp(url)).meta).toMatchObject({ width: 1600, height: 800 });
    expect((await fetchWebp(thumbnail_url)).meta).toMatchObject({ width: 400, height: 200 });
  });

  it("refuses a text file named as a PNG, and an SVG, whatever the declared type", async () => {
    for (const bytes of [
      Buffer.from("hello, this is not a picture"),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      const response = await upload(dataUrl(bytes, "image/png"));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ image: [messages.category.imageInvalid] });
    }
  });

  it("refuses bytes that start like a PNG but are not one", async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 7),
    ]);
    const response = await upload(dataUrl(fake));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [messages.category.imageInvalid] });
  });

  it("refuses an image over 2 MB", async () => {
    const noisy = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload(dataUrl(noisy));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: ["Image size must be less than 2MB"] });
  });

  it("refuses a decompression bomb: a small file of more than 40 megapixels", async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9, palette: true }).toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    const response = await upload(dataUrl(bomb));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [messages.media.tooManyPixels] });
  });

  it("turns the picture upright and removes EXIF, GPS included", async () => {
    const photo = await solid(80, 40)
      .jpeg()
      .withExif({ IFD0: { Make: "PhoneCam" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "1/1 57/1 0/1" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const source = await sharp(photo).metadata();
    expect(source.orientation).toBe(6);
    expect(source.exif?.toString("latin1")).toContain("PhoneCam");
    expect(hasGpsPointer(source.exif!)).toBe(true);

    const response = await upload(dataUrl(photo, "image/jpeg"));
    expect(response.statusCode).toBe(201);
    const stored = await fetchWebp(response.json().url);
    expect(stored.meta).toMatchObject({ width: 40, height: 80 });
    expect(stored.meta.exif).toBeUndefined();
    expect(stored.meta.xmp).toBeUndefined();
    expect(stored.meta.orientation).toBeUndefined();
    expect(stored.body.toString("latin1")).not.toContain("PhoneCam");
  });

  it("asks for an image when the body has none", async () => {
    const response = await upload(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ image: [messages.media.imageRequired] });
  });

  it("is described in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths.some((route) => route.replace(/\/$/, "") === "/api/media")).toBe(true);
  });

  it("is for administrators only", async () => {
    const image = dataUrl(await formats.png());
    expect((await upload(image, {})).statusCode).toBe(401);
    const forbidden = await upload(image, shopper);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: messages.auth.forbidden });
  });
});

/** Whether an EXIF block links a GPS directory (tag 0x8825), in either byte order. */
function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
