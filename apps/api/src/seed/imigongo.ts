import { type Random, seededRandom } from "../lib/seeded-random.ts";

/**
 * Imigongo-style pattern generator. Imigongo is the raised geometric relief art of eastern
 * Rwanda: zigzags, nested diamonds, concentric squares and spirals in black, white and earth
 * red. Every picture the demo catalogue ships is drawn here, seeded by a string so that each
 * product gets a distinct image that is the same on every run.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Background, main ridge colour, accent. Taken from the design tokens (ink, paper, clay, ochre). */
export type Palette = readonly [string, string, string];

export const PALETTES: readonly Palette[] = [
  ["#1C1917", "#FAF7F2", "#9A3F1C"],
  ["#9A3F1C", "#FAF7F2", "#1C1917"],
  ["#FAF7F2", "#1C1917", "#9A3F1C"],
  ["#1C1917", "#C98A1B", "#FAF7F2"],
  ["#7A2E17", "#F1E6D6", "#C98A1B"],
  ["#F1E6D6", "#7A2E17", "#1C1917"],
];

// The generator lives in lib/ since quizzes shuffle with it too (learning/quiz-order.ts).
export { type Random, seededRandom };

export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const r1 = (n: number) => Math.round(n * 10) / 10;
const points = (pts: [number, number][]) => pts.map(([x, y]) => `${r1(x)},${r1(y)}`).join(" ");

type PatternFn = (random: Random, box: Box, palette: Palette) => string;

/** Stacked chevron bands, the most common Imigongo motif. */
const zigzags: PatternFn = (random, box, [bg, main, accent]) => {
  const rows = between(random, 5, 10);
  const step = box.h / rows;
  const period = step * pick(random, [1, 1.5, 2]);
  const width = step * 0.36;
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>`;
  for (let row = -1; row <= rows; row++) {
    const y = box.y + row * step + step / 2;
    const pts: [number, number][] = [];
    for (let x = box.x - period, i = 0; x <= box.x + box.w + period; x += period / 2, i++) {
      pts.push([x, y + (i % 2 === 0 ? -step / 4 : step / 4)]);
    }
    const colour = row % 3 === 2 ? accent : main;
    out += `<polyline points="${points(pts)}" fill="none" stroke="${colour}" stroke-width="${r1(width)}" stroke-linejoin="miter" stroke-miterlimit="4"/>`;
  }
  return out;
};

/** A lattice of nested diamonds (lozenges), ridges alternating colour towards the centre. */
const diamonds: PatternFn = (random, box, [bg, main, accent]) => {
  const cols = between(random, 2, 4);
  const cw = box.w / cols;
  const ch = cw * pick(random, [1, 1.3]);
  const rings = between(random, 3, 5);
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>`;
  for (let y = box.y; y < box.y + box.h; y += ch) {
    for (let x = box.x; x < box.x + box.w; x += cw) {
      const cx = x + cw / 2;
      const cy = y + ch / 2;
      for (let k = 0; k < rings; k++) {
        const f = 1 - k / rings;
        const fill = k % 2 === 0 ? main : k === rings - 1 ? accent : bg;
        out += `<polygon points="${points([
          [cx, cy - (ch / 2) * f],
          [cx + (cw / 2) * f, cy],
          [cx, cy + (ch / 2) * f],
          [cx - (cw / 2) * f, cy],
        ])}" fill="${fill}"/>`;
      }
    }
  }
  return out;
};

/** Concentric squares, tiled: the "ladder" fields of Imigongo panels. */
const squares: PatternFn = (random, box, [bg, main, accent]) => {
  const cols = between(random, 1, 3);
  // A short band holds one row of whole squares rather than a cut-off giant one.
  const size = Math.min(box.w / cols, box.h);
  const rings = between(random, 3, 6);
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>`;
  for (let y = box.y; y < box.y + box.h; y += size) {
    for (let x = box.x; x < box.x + box.w; x += size) {
      for (let k = 0; k < rings; k++) {
        const inset = (size / 2) * (k / rings) + size * 0.04;
        const fill = k % 2 === 0 ? (k === 2 ? accent : main) : bg;
        const side = size - 2 * inset;
        if (side <= 0) break;
        out += `<rect x="${r1(x + inset)}" y="${r1(y + inset)}" width="${r1(side)}" height="${r1(side)}" fill="${fill}"/>`;
      }
    }
  }
  return out;
};

/** A rectilinear spiral winding into the centre of the box. */
const spiral: PatternFn = (random, box, [bg, main, accent]) => {
  const gap = Math.min(box.w, box.h) / between(random, 8, 14);
  let left = box.x + gap / 2;
  let top = box.y + gap / 2;
  let right = box.x + box.w - gap / 2;
  let bottom = box.y + box.h - gap / 2;
  const pts: [number, number][] = [[left, top]];
  while (left < right && top < bottom) {
    pts.push([right, top]);
    top += gap;
    pts.push([right, bottom]);
    right -= gap;
    pts.push([left, bottom]);
    bottom -= gap;
    pts.push([left, top]);
    left += gap;
  }
  const stroke = random() < 0.5 ? main : accent;
  return (
    `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>` +
    `<polyline points="${points(pts)}" fill="none" stroke="${stroke}" stroke-width="${r1(gap / 2)}" stroke-linecap="square"/>`
  );
};

/** Rows of triangles ("mountains"), alternating colour row by row. */
const triangles: PatternFn = (random, box, [bg, main, accent]) => {
  const rows = between(random, 3, 7);
  const h = box.h / rows;
  const w = h * pick(random, [1, 1.2, 1.6]);
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>`;
  for (let row = 0; row < rows; row++) {
    const y = box.y + row * h;
    const fill = row % 2 === 0 ? main : accent;
    const shift = row % 2 === 0 ? 0 : w / 2;
    for (let x = box.x - w + shift; x < box.x + box.w; x += w) {
      out += `<polygon points="${points([
        [x, y + h],
        [x + w / 2, y + h * 0.12],
        [x + w, y + h],
      ])}" fill="${fill}"/>`;
    }
  }
  return out;
};

/** Squares cut on the diagonal, turned so that they meet as hourglasses and diamonds. */
const hourglass: PatternFn = (random, box, [bg, main, accent]) => {
  const cols = between(random, 4, 8);
  const s = box.w / cols;
  let out = `<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${bg}"/>`;
  for (let j = 0; j * s < box.h; j++) {
    for (let i = 0; i < cols; i++) {
      const x = box.x + i * s;
      const y = box.y + j * s;
      const flip = (i + j) % 2 === 0;
      const pts: [number, number][] = flip
        ? [
            [x, y],
            [x + s, y],
            [x, y + s],
          ]
        : [
            [x, y],
            [x + s, y],
            [x + s, y + s],
          ];
      out += `<polygon points="${points(pts)}" fill="${(i + 2 * j) % 3 === 0 ? accent : main}"/>`;
    }
  }
  return out;
};

export const PATTERNS = { zigzags, diamonds, squares, spiral, triangles, hourglass } as const;
export type PatternName = keyof typeof PATTERNS;
const PATTERN_NAMES = Object.keys(PATTERNS) as PatternName[];

/** Splits the board into framed panels, as Imigongo boards are: one field, bands, columns or a centre. */
function layout(random: Random, box: Box): Box[] {
  const kind = pick(random, ["single", "rows", "columns", "centre", "rows"] as const);
  if (kind === "single") return [box];
  if (kind === "centre") {
    const m = box.w * 0.22;
    return [box, { x: box.x + m, y: box.y + m, w: box.w - 2 * m, h: box.h - 2 * m }];
  }
  const parts = between(random, 2, 3);
  const weights = Array.from({ length: parts }, () => 1 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  const boxes: Box[] = [];
  let offset = 0;
  for (const weight of weights) {
    const share = weight / total;
    boxes.push(
      kind === "rows"
        ? { x: box.x, y: box.y + offset * box.h, w: box.w, h: share * box.h }
        : { x: box.x + offset * box.w, y: box.y, w: share * box.w, h: box.h },
    );
    offset += share;
  }
  return boxes;
}

export interface PatternOptions {
  width: number;
  height: number;
  /** Forces one motif (e.g. a close-up of a zigzag field). */
  pattern?: PatternName;
  palette?: Palette;
  /**
   * With `pattern`: draws the motif this much larger than the field (1 to 2), from a point the
   * seed chooses, as a close-up of part of a board. Continuous, so that no two seeds give the
   * same picture (each demo product's detail pictures are its own).
   */
  zoom?: number;
}

/** The inner SVG of an Imigongo board filling width × height, framed by a dark raised border. */
export function imigongoBoard(seed: string, options: PatternOptions): string {
  const random = seededRandom(seed);
  const palette = options.palette ?? pick(random, PALETTES);
  const frame = Math.round(Math.min(options.width, options.height) * 0.03);
  const field = { x: frame, y: frame, w: options.width - 2 * frame, h: options.height - 2 * frame };
  const panels = options.pattern ? [field] : layout(random, field);
  let body = "";
  panels.forEach((bounds, index) => {
    const panel = options.pattern && options.zoom ? zoomed(random, bounds, options.zoom) : bounds;
    const pattern = options.pattern ?? pick(random, PATTERN_NAMES);
    // Neighbouring panels swap ridge and ground colours, as the painted boards do.
    const colours: Palette = index % 2 === 0 ? palette : [palette[1], palette[0], palette[2]];
    const id = `p${index}`;
    body +=
      `<clipPath id="${id}"><rect x="${r1(bounds.x)}" y="${r1(bounds.y)}" width="${r1(bounds.w)}" height="${r1(bounds.h)}"/></clipPath>` +
      `<g clip-path="url(#${id})">${PATTERNS[pattern](random, panel, colours)}</g>` +
      `<rect x="${r1(bounds.x)}" y="${r1(bounds.y)}" width="${r1(bounds.w)}" height="${r1(bounds.h)}" fill="none" stroke="#1C1917" stroke-width="${frame / 2}"/>`;
  });
  return `<rect width="${options.width}" height="${options.height}" fill="#1C1917"/>${body}`;
}

/** The box enlarged `zoom` times (at most 2) and shifted so that it still covers `box`. */
function zoomed(random: Random, box: Box, zoom: number): Box {
  const factor = Math.min(2, Math.max(1, zoom));
  const w = box.w * factor;
  const h = box.h * factor;
  return { x: box.x - random() * (w - box.w), y: box.y - random() * (h - box.h), w, h };
}
