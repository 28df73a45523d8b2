// Draws the installed app's icons (decision 197) from the favicon's motif, here on this machine: nothing
// is downloaded. Run `node apps/web/scripts/make-icons.mjs` after changing favicon.svg; the PNGs are
// committed in public/icons/ (the web build has no image encoder of its own; sharp is the API's).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.resolve(import.meta.dirname, "../public/icons");
const favicon = fs.readFileSync(path.resolve(import.meta.dirname, "../public/favicon.svg"), "utf8");

// The favicon's strokes (a zigzag of Imigongo and a clay rule) without its rounded square.
const motif = favicon.match(/<path[^>]*\/>/g)?.join("") ?? "";
if (!motif) throw new Error("favicon.svg has no paths");

/** A maskable icon keeps its drawing inside the central 80 % circle; the ink fills the whole square. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1C1917"/><g transform="translate(6.4 6.4) scale(0.6)">${motif}</g></svg>`;

fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(favicon), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, `icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: (72 * 512) / 32 })
  .resize(512, 512)
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, "icon-maskable-512.png"));
await sharp(Buffer.from(maskable), { density: (72 * 180) / 32 })
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile(path.join(out, "apple-touch-icon-180.png"));
console.log(`icons written to ${out}`);
