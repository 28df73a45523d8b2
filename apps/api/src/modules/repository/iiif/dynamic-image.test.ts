import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemMedia, items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { addItemPicture, dominantColour, gridPicture, isColourOf } from "../../../test/iiif-test-picture.ts";
import { RENDER_CONCURRENCY, RENDER_WAITING, renderGate } from "./image-render.ts";
import { tileSetDir } from "./image-tiles.ts";
import { generateIiifTiles } from "./item-tiles.ts";

/**
 * What the level-2 service does beyond the validator's checks (decision 245): answers kept and
 * served again, limits, what a restricted picture gets, and the bound on work at once.
 */

// one engine: pictures and files; the rows are only the visibility every request reads

let t: TestApp;
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
let grid: string;

async function picture(title: string, bytes: Buffer) {
  const item = await insertTestItem(t.app.db, place, { title });
  return { itemId: item!.id, mediaId: await addItemPicture(t.app.db, t.app.mediaDir, item!.id, bytes) };
}

beforeAll(async () => {
  t = await buildTestApp();
  place = await insertInstitutionAndCollection(t.app.db, "dynamic");
  grid = (await picture("Grid", await gridPicture(4, 3))).mediaId;
});
afterAll(() => t.close());

describe("the level-2 image service", () => {
  it("keeps what it made under the request's canonical form and serves it again from there", async () => {
    const url = `/iiif/3/${grid}/pct:25,0,25,100/!50,100/0/default.webp`;
    const first = await t.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const kept = path.join(tileSetDir(t.app.mediaDir, grid), "100,0,100,300", "33,100", "0", "default.webp");
    expect(fs.existsSync(kept)).toBe(true);
    // The same request written another way is answered with the same bytes, from the kept file.
    fs.writeFileSync(kept, Buffer.concat([first.rawPayload, Buffer.from("kept")]));
    const again = await t.app.inject({ url: `/iiif/3/${grid}/100,0,100,300/,100/0/default.webp` });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(-4).toString()).toBe("kept");
    expect(again.headers["content-type"]).toBe("image/webp");
  });

  it("crops a region that runs past the picture, and refuses one wholly outside it", async () => {
    const cropped = await t.app.inject({ url: `/iiif/3/${grid}/350,250,500,500/max/0/default.png` });
    expect(cropped.statusCode).toBe(200);
    const { width, height } = await sharp(cropped.rawPayload).metadata();
    expect([width, height]).toEqual([50, 50]);
    expect(isColourOf(await dominantColour(cropped.rawPayload), 3, 2)).toBe(true);
    for (const region of ["400,0,10,10", "0,300,10,10", "pct:100,0,10,10"]) {
      expect(
        (await t.app.inject({ url: `/iiif/3/${grid}/${region}/max/0/default.jpg` })).statusCode,
        region,
      ).toBe(400);
    }
  });

  it("enlarges with ^ up to its declared limits, and no further", async () => {
    const info = (await t.app.inject({ url: `/iiif/3/${grid}/info.json` })).json();
    expect([info.maxWidth, info.maxHeight, info.maxArea]).toEqual([2400, 2400, 2400 * 2400]);
    const largest = await t.app.inject({ url: `/iiif/3/${grid}/full/^max/0/default.jpg` });
    expect(largest.statusCode).toBe(200);
    const { width, height } = await sharp(largest.rawPayload).metadata();
    expect([width, height]).toEqual([2400, 1800]);
    for (const size of ["^2401,", "^,1801", "^pct:700"]) {
      expect(
        (await t.app.inject({ url: `/iiif/3/${grid}/full/${size}/0/default.jpg` })).statusCode,
        size,
      ).toBe(400);
    }
  });

  it("keeps a large picture's `max` to the rendering made at upload", async () => {
    const large = (await picture("Large", await gridPicture(30, 20))).mediaId;
    const info = (await t.app.inject({ url: `/iiif/3/${large}/info.json` })).json();
    expect([info.width, info.height, info.maxWidth, info.maxHeight]).toEqual([3000, 2000, 1500, 1000]);
    const max = await t.app.inject({ url: `/iiif/3/${large}/full/max/90/default.jpg` });
    const { width, height } = await sharp(max.rawPayload).metadata();
    expect([width, height]).toEqual([1000, 1500]);
    // Full resolution stays reachable by region, as viewers ask for it.
    const tile = await t.app.inject({ url: `/iiif/3/${large}/2900,1900,100,100/100,/0/default.jpg` });
    expect(isColourOf(await dominantColour(tile.rawPayload), 29, 19)).toBe(true);
  });

  it("makes a small answer from the smallest rendering made at upload that holds its pixels", async () => {
    const wide = (await picture("Wide", await gridPicture(20, 10))).mediaId;
    const info = (await t.app.inject({ url: `/iiif/3/${wide}/info.json` })).json();
    expect(info.sizes).toContainEqual({ width: 500, height: 250 });
    // The 500 × 250 rendering repainted: an answer read from it shows the new colour.
    const rendering = path.join(tileSetDir(t.app.mediaDir, wide), "full", "500,250", "0", "default.jpg");
    await sharp({ create: { width: 500, height: 250, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toFile(rendering);
    const small = await t.app.inject({ url: `/iiif/3/${wide}/1000,0,1000,1000/200,/0/default.png` });
    expect(await dominantColour(small.rawPayload)).toEqual([254, 0, 0]);
    // One that needs more than that rendering has reads the master.
    const sharpTile = await t.app.inject({ url: `/iiif/3/${wide}/1000,0,100,100/100,/0/default.png` });
    expect(isColourOf(await dominantColour(sharpTile.rawPayload), 10, 0)).toBe(true);
  });

  it("answers 404 for a picture that is not open to everyone, even while its tiles are still in the public area", async () => {
    const { itemId, mediaId } = await picture("Soon restricted", await gridPicture(2, 2));
    const [row] = await t.app.db.select().from(itemMedia).where(eq(itemMedia.public_id, mediaId));
    await generateIiifTiles(t.app.mediaStore, row!);
    await t.app.db.update(items).set({ access: "restricted" }).where(eq(items.id, itemId));
    // The move of its files has not run: the set is still where public tiles are served from.
    expect(fs.existsSync(path.join(tileSetDir(t.app.mediaDir, mediaId), "info.json"))).toBe(true);
    for (const url of [
      `/iiif/3/${mediaId}/info.json`,
      `/iiif/3/${mediaId}/full/max/0/default.jpg`,
      `/iiif/3/${mediaId}/0,0,50,50/25,/0/default.png`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["access-control-allow-origin"], url).toBe("*");
    }
    expect(fs.existsSync(path.join(tileSetDir(t.app.mediaDir, mediaId), "0,0,50,50"))).toBe(false);

    const other = await picture("Restricted file", await gridPicture(2, 2));
    await t.app.db
      .update(itemMedia)
      .set({ access: "restricted" })
      .where(eq(itemMedia.public_id, other.mediaId));
    expect(
      (await t.app.inject({ url: `/iiif/3/${other.mediaId}/10,10,5,5/max/0/default.jpg` })).statusCode,
    ).toBe(404);
  });

  it("answers 503 with Retry-After when every place and waiting place is taken, and serves again once freed", async () => {
    const held: Promise<true>[] = [];
    for (let i = 0; i < RENDER_CONCURRENCY + RENDER_WAITING; i++) {
      const entered = renderGate.enter();
      expect(entered).not.toBe(false);
      if (entered !== true && entered !== false) held.push(entered);
    }
    const url = `/iiif/3/${grid}/0,0,37,37/37,/0/default.jpg`;
    const busy = await t.app.inject({ url, headers: { "accept-language": "fr" } });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers["retry-after"]).toBe("5");
    expect(busy.headers["access-control-allow-origin"]).toBe("*");
    expect(busy.json().detail).toMatch(/^Des images sont en cours de préparation/);
    for (let i = 0; i < RENDER_CONCURRENCY + RENDER_WAITING; i++) renderGate.leave();
    await Promise.all(held);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    // Files already made never wait for a place.
    expect((await t.app.inject({ url: `/iiif/3/${grid}/full/max/0/default.jpg` })).statusCode).toBe(200);
  });

  it("makes one answer once when many ask for it at once", async () => {
    const url = `/iiif/3/${grid}/pct:10,10,80,80/^777,/180/gray.png`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => t.app.inject({ url })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.rawPayload.toString("base64"))).size).toBe(1);
  });
});
