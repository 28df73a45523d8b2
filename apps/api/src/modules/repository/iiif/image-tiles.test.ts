import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../../media/store/local-store.ts";
import { IMAGE3_CONTEXT } from "./image-info.ts";
import {
  describeTileSet,
  MAX_FULL_SIDE,
  removeImageTiles,
  TILE_SIZE,
  tileImage,
  tileSetDir,
} from "./image-tiles.ts";

// one engine: the requests at once race for a tile set on disk, not for rows

let mediaDir: string;
beforeEach(() => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "iiif-tiles-"));
});
afterEach(() => fs.rmSync(mediaDir, { recursive: true, force: true }));
const store = () => new LocalMediaStore(mediaDir);

async function storePicture(width: number, height: number): Promise<string> {
  const id = randomUUID();
  await sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .webp()
    .toFile(path.join(mediaDir, `${id}.webp`));
  return id;
}

describe("tileImage", () => {
  it("lets two processes tile the same picture at once: one complete set, no scratch folder left", async () => {
    const id = await storePicture(1300, 900);
    // Two stores over one folder: two processes, whose tilings this process does not share.
    const [first, second] = await Promise.all([tileImage(store(), id), tileImage(store(), id)]);
    expect(second).toEqual(first);
    const dir = tileSetDir(mediaDir, id);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "info.json"), "utf8"))).toEqual(first);
    const tile = await sharp(path.join(dir, "0,0,512,512", "512,512", "0", "default.jpg")).metadata();
    expect([tile.width, tile.height]).toEqual([512, 512]);
    expect(fs.readdirSync(path.dirname(dir)).filter((name) => name.startsWith("."))).toEqual([]);
  });

  it("writes a level-0 tile set: info.json, every tile it announces, each listed size and max", async () => {
    const id = await storePicture(1200, 800);
    const info = await tileImage(store(), id);
    expect(info).toMatchObject({
      "@context": IMAGE3_CONTEXT,
      type: "ImageService3",
      protocol: "http://iiif.io/api/image",
      profile: "level0",
      width: 1200,
      height: 800,
      tiles: [{ width: TILE_SIZE, height: TILE_SIZE, scaleFactors: [1, 2, 4] }],
      sizes: [
        { width: 300, height: 200 },
        { width: 600, height: 400 },
        { width: 1200, height: 800 },
      ],
    });
    const dir = tileSetDir(mediaDir, id);
    // Every tile a level-0 client computes from info.json exists, at the size its name says.
    for (const factor of [1, 2, 4]) {
      const span = TILE_SIZE * factor;
      for (let y = 0; y < 800; y += span) {
        for (let x = 0; x < 1200; x += span) {
          const w = Math.min(span, 1200 - x);
          const h = Math.min(span, 800 - y);
          const region = w === 1200 && h === 800 ? "full" : `${x},${y},${w},${h}`;
          const size = `${Math.ceil(w / factor)},${Math.ceil(h / factor)}`;
          const file = path.join(dir, region, size, "0", "default.jpg");
          expect(fs.existsSync(file), file).toBe(true);
          const meta = await sharp(file).metadata();
          expect(`${meta.width},${meta.height}`).toBe(size);
          expect(meta.format).toBe("jpeg");
        }
      }
    }
    for (const size of ["300,200", "600,400", "1200,800", "max"]) {
      expect(fs.existsSync(path.join(dir, "full", size, "0", "default.jpg")), size).toBe(true);
    }
    const max = await sharp(path.join(dir, "full", "max", "0", "default.jpg")).metadata();
    expect([max.width, max.height]).toEqual([1200, 800]);
    // No half-built folder is left behind.
    expect(fs.readdirSync(path.dirname(dir))).toEqual([id]);
  });

  it("is done once: a second call reads the stored set without rewriting it", async () => {
    const id = await storePicture(300, 300);
    await tileImage(store(), id);
    const infoFile = path.join(tileSetDir(mediaDir, id), "info.json");
    const before = fs.statSync(infoFile).mtimeMs;
    fs.rmSync(path.join(mediaDir, `${id}.webp`));
    const again = await tileImage(store(), id);
    expect(again.width).toBe(300);
    expect(fs.statSync(infoFile).mtimeMs).toBe(before);
  });

  it("tiles a given original instead of the stored full size", async () => {
    const id = await storePicture(100, 100);
    const original = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    const info = await tileImage(store(), id, { source: original });
    expect([info.width, info.height]).toEqual([3000, 1000]);
    expect(info.maxWidth).toBeLessThanOrEqual(MAX_FULL_SIDE);
  });

  it("refuses what is not a picture and leaves nothing behind", async () => {
    const id = randomUUID();
    fs.writeFileSync(path.join(mediaDir, `${id}.webp`), "not an image");
    await expect(tileImage(store(), id)).rejects.toThrow();
    expect(fs.readdirSync(path.join(mediaDir, "iiif"))).toEqual([]);
  });

  it("refuses a name that is not a media id (no path outside the folder)", async () => {
    await expect(tileImage(store(), "../../etc")).rejects.toThrow(/not a media id/);
  });

  it("removeImageTiles deletes a set and ignores missing ones", async () => {
    const id = await storePicture(64, 64);
    await tileImage(store(), id);
    await removeImageTiles(store(), [id, randomUUID(), "../x"]);
    expect(fs.existsSync(tileSetDir(mediaDir, id))).toBe(false);
  });
});

describe("describeTileSet", () => {
  it("lists whole-image sizes only up to the limit and announces maxWidth/maxHeight above it", () => {
    const info = describeTileSet(10_000, 5_000, [1, 2, 4, 8, 16, 32]);
    expect(info.sizes?.every((size) => Math.max(size.width, size.height) <= MAX_FULL_SIDE)).toBe(true);
    expect(info.sizes?.at(-1)).toEqual({ width: 1250, height: 625 });
    expect([info.maxWidth, info.maxHeight]).toEqual([1250, 625]);
  });

  it("uses ceil(width / factor) for odd dimensions, smallest first, no limit when all fits", () => {
    const info = describeTileSet(1001, 667, [4, 1, 2]);
    expect(info.sizes).toEqual([
      { width: 251, height: 167 },
      { width: 501, height: 334 },
      { width: 1001, height: 667 },
    ]);
    expect(info.maxWidth).toBeUndefined();
    expect(info.tiles?.[0]?.scaleFactors).toEqual([1, 2, 4]);
  });
});
