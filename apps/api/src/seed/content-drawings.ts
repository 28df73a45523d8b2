/**
 * Drawings for the repository and e-learning content, built on the marketplace seed's
 * Imigongo generator: artworks and objects on patterned boards, landscapes of hills and
 * lakes, a thatched royal house, sober panels for the memorials, and patterned discs for
 * portraits (the SPA writes the person's initials over the disc; no photograph of anyone).
 */
import { imigongoBoard, type Palette, pick, seededRandom } from "./imigongo.ts";
import { type ObjectKind, pictureSvg } from "./silhouettes.ts";

const INK = "#1C1917";
const PAPER = "#FAF7F2";
const CLAY = "#9A3F1C";
const OCHRE = "#C98A1B";
const LEAF = "#2F6B3F";
const SKY = "#0B6E99";
const LINE = "#E7E1D8";

/** Quiet greys and ink for anything that belongs to the memorials: no earth red, no accent. */
export const MEMORIAL_PALETTE: Palette = [INK, LINE, "#57534E"];

export type Drawing =
  | { kind: "object"; object: ObjectKind | "panel"; palette?: Palette }
  | { kind: "landscape" }
  | { kind: "royal-house" }
  | { kind: "portrait" }
  | { kind: "emblem" };

/** Shorthands for the demo lists: one object drawn plainly, hills, a memorial's quiet panel. */
export const objectDrawing = (object: ObjectKind | "panel"): Drawing => ({ kind: "object", object });
export const LANDSCAPE: Drawing = { kind: "landscape" };
export const MEMORIAL_PANEL: Drawing = { kind: "object", object: "panel", palette: MEMORIAL_PALETTE };

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** Rolling hills in layers under a warm sky, sometimes with a lake: the land of a thousand hills. */
function landscape(key: string, width: number, height: number): string {
  const random = seededRandom(key);
  const skies = ["#F1E6D6", "#F6D9B8", "#E9E2D0", "#DCE8EE"];
  let body = `<rect width="${width}" height="${height}" fill="${pick(random, skies)}"/>`;
  const sunX = width * (0.15 + random() * 0.7);
  body += `<circle cx="${r1(sunX)}" cy="${r1(height * 0.22)}" r="${r1(height * 0.08)}" fill="${OCHRE}"/>`;
  const layers = [LEAF, "#3E7D4B", "#24543A", "#7A4321", INK];
  const withLake = random() < 0.5;
  layers.forEach((colour, layer) => {
    const base = height * (0.42 + layer * 0.12);
    const pts: string[] = [`0,${height}`];
    const bumps = 3 + Math.floor(random() * 4);
    for (let i = 0; i <= bumps * 8; i++) {
      const x = (width * i) / (bumps * 8);
      const y = base - Math.abs(Math.sin((i / 8) * Math.PI + layer)) * height * (0.08 + random() * 0.02);
      pts.push(`${r1(x)},${r1(y)}`);
    }
    pts.push(`${width},${height}`);
    body += `<polygon points="${pts.join(" ")}" fill="${colour}"/>`;
    if (withLake && layer === 1) {
      body += `<rect x="0" y="${r1(base + height * 0.02)}" width="${width}" height="${r1(height * 0.08)}" fill="${SKY}" opacity="0.85"/>`;
    }
    // Terraces: faint zigzag furrows along the nearer hills.
    if (layer >= 2 && layer < 4) {
      for (let row = 0; row < 3; row++) {
        const y = base + height * (0.03 + row * 0.03);
        const zig: string[] = [];
        for (let x = 0, i = 0; x <= width; x += width / 40, i++)
          zig.push(`${r1(x)},${r1(y + (i % 2 ? 4 : -4))}`);
        body += `<polyline points="${zig.join(" ")}" fill="none" stroke="${OCHRE}" stroke-opacity="0.35" stroke-width="2"/>`;
      }
    }
  });
  return svg(width, height, body);
}

/** The King's Palace: a tall, beehive-shaped thatched house in a reed-fenced yard. */
function royalHouse(key: string, width: number, height: number): string {
  const board = imigongoBoard(key, { width, height, pattern: "zigzags", palette: [INK, PAPER, CLAY] });
  const cx = width / 2;
  const ground = height * 0.82;
  const w = Math.min(width, height) * 0.55;
  const roof = `M${r1(cx - w / 2)} ${r1(ground)} Q${r1(cx - w / 2)} ${r1(height * 0.2)} ${r1(cx)} ${r1(height * 0.12)} Q${r1(cx + w / 2)} ${r1(height * 0.2)} ${r1(cx + w / 2)} ${r1(ground)} Z`;
  let thatch = "";
  for (let i = 1; i < 8; i++) {
    const y = height * 0.18 + ((ground - height * 0.18) * i) / 8;
    thatch += `<line x1="${r1(cx - w / 2)}" y1="${r1(y)}" x2="${r1(cx + w / 2)}" y2="${r1(y)}" stroke="#A8782F" stroke-width="2"/>`;
  }
  return svg(
    width,
    height,
    `${board}<rect x="${width * 0.08}" y="${height * 0.08}" width="${width * 0.84}" height="${height * 0.84}" fill="${PAPER}"/>` +
      `<clipPath id="roof"><path d="${roof}"/></clipPath><path d="${roof}" fill="#D9B46A" stroke="${INK}" stroke-width="4"/>` +
      `<g clip-path="url(#roof)">${thatch}</g>` +
      `<path d="M${r1(cx - w * 0.09)} ${r1(ground)} v-${r1(height * 0.16)} h${r1(w * 0.18)} v${r1(height * 0.16)} Z" fill="${INK}"/>` +
      `<rect x="${width * 0.08}" y="${r1(ground)}" width="${width * 0.84}" height="${r1(height * 0.1)}" fill="${LEAF}"/>`,
  );
}

/** A patterned disc with a light centre where the initials go. */
function portrait(key: string, size: number): string {
  const board = imigongoBoard(key, { width: size, height: size });
  return svg(
    size,
    size,
    `<clipPath id="disc"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></clipPath>` +
      `<g clip-path="url(#disc)">${board}</g>` +
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.3}" fill="${PAPER}" stroke="${INK}" stroke-width="${size * 0.02}"/>`,
  );
}

/** A partner's emblem: nested diamonds in a square, coloured from the partner's name. */
function emblem(key: string, size: number): string {
  const random = seededRandom(key);
  const [ground, ridge] = pick(random, [
    [CLAY, PAPER],
    [INK, OCHRE],
    [LEAF, PAPER],
    [PAPER, CLAY],
  ] as const);
  let body = `<rect width="${size}" height="${size}" rx="${size * 0.12}" fill="${ground}"/>`;
  for (let ring = 0; ring < 4; ring++) {
    const inset = size * (0.12 + ring * 0.09);
    const c = size / 2;
    const r = c - inset;
    body += `<polygon points="${c},${r1(c - r)} ${r1(c + r)},${c} ${c},${r1(c + r)} ${r1(c - r)},${c}" fill="${ring % 2 === 0 ? ridge : ground}"/>`;
  }
  return svg(size, size, body);
}

export function drawContent(key: string, drawing: Drawing, width: number, height: number): string {
  switch (drawing.kind) {
    case "landscape":
      return landscape(key, width, height);
    case "royal-house":
      return royalHouse(key, width, height);
    case "portrait":
      return portrait(key, Math.min(width, height));
    case "emblem":
      return emblem(key, Math.min(width, height));
    case "object":
      return pictureSvg(key, drawing.object, { width, height, palette: drawing.palette });
  }
}
