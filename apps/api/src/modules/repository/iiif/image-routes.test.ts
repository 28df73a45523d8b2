import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { addItemPicture } from "../../../test/iiif-test-picture.ts";
import { removeImageTiles, tileImage, tileSetDir } from "./image-tiles.ts";
import { backfillTiles } from "./tile-backfill.ts";

let t: TestApp;
let id: string;

async function storePicture(width: number, height: number): Promise<string> {
  const pictureId = randomUUID();
  await sharp({ create: { width, height, channels: 3, background: "#804020" } })
    .webp()
    .toFile(path.join(t.app.mediaDir, `${pictureId}.webp`));
  return pictureId;
}

/** An item's public picture, as the image service serves them (info.json reads its row). */
async function itemPicture(app: TestApp["app"], width: number, height: number): Promise<string> {
  const place = await insertInstitutionAndCollection(app.db, `routes-${randomUUID().slice(0, 8)}`);
  const item = await insertTestItem(app.db, place, { title: `Picture ${randomUUID()}` });
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#804020" } })
    .jpeg()
    .toBuffer();
  return addItemPicture(app.db, app.mediaDir, item!.id, bytes);
}

beforeAll(async () => {
  t = await buildTestApp();
  id = await itemPicture(t.app, 1000, 600);
  await t.app.inject({ url: `/iiif/3/${id}/info.json` });
});
afterAll(() => t.close());

describe("IIIF Image API routes", () => {
  it("serves info.json with this server's id, open to any origin, cached a day", async () => {
    const response = await t.app.inject({
      url: `/iiif/3/${id}/info.json`,
      headers: { host: "museum.example:8080", accept: "application/ld+json" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/image\/3\/context\.json"/,
    );
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    // A repository file: an hour, so that a withdrawn picture leaves caches soon (file-gate.ts).
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const info = response.json();
    expect(info).toMatchObject({
      "@context": "http://iiif.io/api/image/3/context.json",
      id: `http://museum.example:8080/iiif/3/${id}`,
      type: "ImageService3",
      protocol: "http://iiif.io/api/image",
      profile: "level2",
      width: 1000,
      height: 600,
    });
    expect(info.tiles[0].scaleFactors).toEqual([1, 2]);
    expect(info.sizes.at(-1)).toEqual({ width: 1000, height: 600 });
  });

  it("answers plain JSON to a client that does not ask for JSON-LD", async () => {
    const response = await t.app.inject({ url: `/iiif/3/${id}/info.json` });
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });

  it("uses PUBLIC_URL for the id when it is set", async () => {
    const other = await buildTestApp({ publicUrl: "https://heritage.example.rw/" });
    try {
      const pictureId = await itemPicture(other.app, 20, 20);
      const response = await other.app.inject({
        url: `/iiif/3/${pictureId}/info.json`,
        headers: { host: "internal:3000" },
      });
      expect(response.json().id).toBe(`https://heritage.example.rw/iiif/3/${pictureId}`);
    } finally {
      await other.close();
    }
  });

  it("serves a tile and the full image as JPEG, open to any origin, cached an hour", async () => {
    for (const url of [
      `/iiif/3/${id}/512,0,488,512/488,512/0/default.jpg`,
      `/iiif/3/${id}/full/max/0/default.jpg`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, `${url} ${response.body.slice(0, 300)}`).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["access-control-allow-origin"]).toBe("*");
      expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
      expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    }
  });

  it("redirects the bare service URI to its info.json (303)", async () => {
    const response = await t.app.inject({ url: `/iiif/3/${id}` });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/iiif/3/${id}/info.json`);
  });

  it("answers 404 with a detail for an unknown picture, a bad id, a tile set with no picture row", async () => {
    const bare = await storePicture(30, 30);
    await tileImage(t.app.mediaStore, bare);
    for (const url of [
      `/iiif/3/${randomUUID()}/info.json`,
      "/iiif/3/not-an-id/info.json",
      "/iiif/3/not-an-id",
      `/iiif/3/${bare}/info.json`,
      `/iiif/3/${bare}/0,0,7,7/7,7/0/default.jpg`,
      "/iiif/3/.tmp-x/info.json",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().detail, url).toBeTruthy();
    }
    await removeImageTiles(t.app.mediaStore, [bare]);
  });
});

describe("tile backfill", () => {
  it("tiles the pictures that have no tiles, and removes the sets of pictures no longer listed", async () => {
    const untiled = await storePicture(300, 200);
    const gone = await storePicture(40, 40);
    await tileImage(t.app.mediaStore, gone);
    const missing = randomUUID();
    const pictures = [id, untiled, missing].map((pictureId) => ({
      id: pictureId,
      key: `${pictureId}.webp`,
    }));
    const result = await backfillTiles(t.app.mediaStore, pictures, new Date());
    expect(result).toEqual({ tiled: [untiled], failed: [missing], removed: [gone] });
    expect(fs.existsSync(path.join(tileSetDir(t.app.mediaDir, untiled), "info.json"))).toBe(true);
    expect(fs.existsSync(tileSetDir(t.app.mediaDir, id))).toBe(true);
    expect(fs.existsSync(tileSetDir(t.app.mediaDir, gone))).toBe(false);
    // Nothing left to do on the next run but the file that still does not exist.
    expect(await backfillTiles(t.app.mediaStore, pictures.slice(0, 2), new Date())).toEqual({
      tiled: [],
      failed: [],
      removed: [],
    });
  });

  it("removes a half-built set only once it is an hour old", async () => {
    const work = path.join(t.app.mediaDir, "iiif", ".tmp-crashed");
    fs.mkdirSync(work, { recursive: true });
    await backfillTiles(t.app.mediaStore, [], new Date());
    expect(fs.existsSync(work)).toBe(true);
    await backfillTiles(t.app.mediaStore, [], new Date(Date.now() + 2 * 3_600_000));
    expect(fs.existsSync(work)).toBe(false);
  });
});
