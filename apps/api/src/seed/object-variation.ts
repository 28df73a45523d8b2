/**
 * How one product's drawing differs from its neighbours' in the same category ("similar
 * products cannot be told apart"). The object stays the category's (a basket is still an
 * Agaseke), but each product gets its own materials, proportions, tilt and medallion, seeded by
 * its name so that the picture is the same on every run. Colours stay within the design tokens'
 * earth tones, as the Imigongo boards' do.
 */
import { type Random, seededRandom } from "./imigongo.ts";

const INK = "#1C1917";
const PAPER = "#FAF7F2";
const LINEN = "#F1E6D6";

/** Each material colour of the drawings, and the tones a product may have instead. */
const MATERIALS: Record<string, readonly string[]> = {
  "#D9B46A": ["#D9B46A", "#E8CF94", "#C4963F", "#B98A52"], // straw, sisal
  "#7A4321": ["#7A4321", "#5A3018", "#9C5B2E", "#6B4A2E"], // wood
  "#9A3F1C": ["#9A3F1C", "#5A3018", "#1C1917", "#C98A1B", "#B5532A"], // clay (burnished red or black)
  "#C98A1B": ["#C98A1B", "#E8CF94", "#9A3F1C", "#FAF7F2"], // ochre
  "#2F6B3F": ["#2F6B3F", "#4E7A3A", "#0B6E99"], // leaf
  "#0B6E99": ["#0B6E99", "#1F4E79", "#2F6B3F"], // sky
  "#EBDDC0": ["#EBDDC0", "#F5ECDA", "#D8C39A"], // hide
};

export type Medallion = "circle" | "lozenge" | "square";

export interface ObjectVariation {
  /** Material colour → this product's tone. */
  colours: ReadonlyMap<string, string>;
  /** Proportions of the object (taller, squatter, wider) and its tilt in degrees. */
  scaleX: number;
  scaleY: number;
  tilt: number;
  /** The medallion behind the object: its shape, size (share of the picture), place and colours. */
  medallion: Medallion;
  size: number;
  offsetX: number;
  offsetY: number;
  ground: string;
  ring: string;
}

const pickFrom = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const within = (random: Random, min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100;

/** The variation of the product named by `seed`. */
export function objectVariation(seed: string): ObjectVariation {
  const random = seededRandom(`variation:${seed}`);
  const colours = new Map(Object.entries(MATERIALS).map(([base, tones]) => [base, pickFrom(random, tones)]));
  const medallion = pickFrom(random, ["circle", "circle", "lozenge", "square"] as const);
  // A lozenge holds a smaller object in its middle, so it is drawn larger.
  const size = medallion === "lozenge" ? within(random, 0.8, 0.86) : within(random, 0.6, 0.76);
  const room = (1 - size) / 2;
  return {
    colours,
    scaleX: within(random, 0.8, 1.1),
    scaleY: within(random, 0.82, 1.12),
    tilt: Math.round(within(random, -12, 12)),
    medallion,
    size,
    offsetX: within(random, -room, room) * 0.8,
    offsetY: within(random, -room, room) * 0.8,
    ground: pickFrom(random, [PAPER, PAPER, LINEN]),
    ring: pickFrom(random, ["#9A3F1C", "#C98A1B", INK]),
  };
}

/** The object's SVG (drawn in a 100 × 100 box) in this product's tones, proportions and tilt. */
export function varyObject(objectSvg: string, variation: ObjectVariation): string {
  const recoloured = objectSvg.replace(
    /#[0-9A-F]{6}\b/g,
    (colour) => variation.colours.get(colour) ?? colour,
  );
  const { scaleX, scaleY, tilt } = variation;
  return `<g transform="translate(50 50) rotate(${tilt}) scale(${scaleX} ${scaleY}) translate(-50 -50)">${recoloured}</g>`;
}

/** The medallion's outline in the 100 × 100 box, as an SVG element with the given attributes. */
export function medallionShape(medallion: Medallion, inset: number, attributes: string): string {
  const r = 47 - inset;
  if (medallion === "circle") return `<circle cx="50" cy="50" r="${r}" ${attributes}/>`;
  if (medallion === "square") {
    return `<rect x="${50 - r}" y="${50 - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.12}" ${attributes}/>`;
  }
  return `<polygon points="50,${50 - r} ${50 + r},50 50,${50 + r} ${50 - r},50" ${attributes}/>`;
}
