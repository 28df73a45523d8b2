import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Db } from "../db/client.ts";
import { itemMedia } from "../db/schema/collections.ts";

/**
 * The picture the official IIIF image-validator reads (its 1000 × 1000 test image of 10 × 10
 * squares of 100 pixels, each its own colour), made here with colours of our own: column x has
 * red 25 + 23x, row y green 25 + 23y, so every square differs from every other by more than the
 * validator's tolerance of 6 in some channel. Blue varies too, so no square is grey.
 */
export const SQUARE = 100;

export function squareColour(x: number, y: number): [number, number, number] {
  return [25 + 23 * x, 25 + 23 * y, 200 - (((x + y) * 9) % 150)];
}

/**
 * The grid as a picture of `columns` × `rows` squares (10 × 10 for the validator's); a larger
 * grid repeats the ten colours of each row and column (square x, y has the colour of x mod 10, y mod 10).
 */
export async function gridPicture(columns = 10, rows = 10, format: "jpeg" | "png" = "jpeg"): Promise<Buffer> {
  const width = columns * SQUARE;
  const height = rows * SQUARE;
  const pixels = Buffer.alloc(width * height * 3);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const colour = squareColour(Math.floor(px / SQUARE) % 10, Math.floor(py / SQUARE) % 10);
      pixels.set(colour, (py * width + px) * 3);
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === "png" ? image.png().toBuffer() : image.jpeg({ quality: 95 }).toBuffer();
}

/** Stores a picture as an item's image (its master under items/, as uploads keep it); its media id. */
export async function addItemPicture(
  db: Db,
  mediaDir: string,
  itemId: number,
  bytes: Buffer,
  options: { position?: number; access?: "public" | "restricted" } = {},
): Promise<string> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const key = `items/${randomUUID()}.jpg`;
  fs.mkdirSync(path.join(mediaDir, "items"), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, key), bytes);
  const [row] = await db
    .insert(itemMedia)
    .values({
      item_id: itemId,
      kind: "image",
      key,
      mime: "image/jpeg",
      bytes: bytes.length,
      width,
      height,
      position: options.position ?? 0,
      access: options.access ?? "public",
    })
    .returning();
  return row!.public_id;
}

/**
 * The colour most pixels of `box` have, as the validator reads a square (the most common colour of
 * the crop), from an answer in any format sharp reads. Grey answers give the grey three times.
 */
export async function dominantColour(
  answer: Buffer,
  box?: { left: number; top: number; width: number; height: number },
): Promise<[number, number, number]> {
  let image = sharp(answer).removeAlpha().toColourspace("srgb");
  if (box) image = image.extract(box);
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  const counts = new Map<number, number>();
  let best = 0;
  let bestCount = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const value = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return [best >> 16, (best >> 8) & 255, best & 255];
}

/** The validator's test: each channel within 6 of the square's colour. */
export function isColourOf(colour: readonly number[], x: number, y: number): boolean {
  const truth = squareColour(x % 10, y % 10);
  return colour.every((channel, i) => Math.abs(channel - truth[i]!) < 6);
}
