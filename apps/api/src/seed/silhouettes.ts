/**
 * Simple drawings of the catalogue's objects (an Agaseke basket, an Ingoma drum, an Inanga
 * zither...), drawn in a 100 × 100 box and set on a light disc over an Imigongo board so that
 * the demo pictures say what is for sale without any photograph.
 */
import { imigongoBoard, type PatternOptions } from "./imigongo.ts";
import { medallionShape, objectVariation, varyObject } from "./object-variation.ts";

const INK = "#1C1917";
const PAPER = "#FAF7F2";
const CLAY = "#9A3F1C";
const OCHRE = "#C98A1B";
const STRAW = "#D9B46A";
const WOOD = "#7A4321";
const SKIN = "#EBDDC0";
const LEAF = "#2F6B3F";
const SKY = "#0B6E99";

const outline = `stroke="${INK}" stroke-width="1.6" stroke-linejoin="round"`;

const zigzagLine = (x0: number, x1: number, y: number, amp: number, colour: string, width = 2.2) => {
  const pts: string[] = [];
  for (let x = x0, i = 0; x <= x1; x += 4, i++) pts.push(`${x},${i % 2 === 0 ? y - amp : y + amp}`);
  return `<polyline points="${pts.join(" ")}" fill="none" stroke="${colour}" stroke-width="${width}"/>`;
};

export const OBJECTS = {
  /** Agaseke: a coiled sisal basket with a tall pointed lid. */
  basket: () =>
    `<clipPath id="lid"><path d="M31 56 L50 16 L69 56 Z"/></clipPath>` +
    `<path d="M31 56 L50 16 L69 56 Z" fill="${STRAW}"/>` +
    `<g clip-path="url(#lid)">${zigzagLine(28, 72, 34, 2.5, CLAY)}${zigzagLine(28, 72, 44, 2.5, INK)}</g>` +
    `<path d="M31 56 L50 16 L69 56 Z" fill="none" ${outline}/>` +
    `<path d="M29 58 Q29 80 50 82 Q71 80 71 58 Z" fill="${STRAW}" ${outline}/>` +
    `${zigzagLine(32, 68, 67, 2.5, CLAY)}<rect x="28" y="55" width="44" height="4" rx="2" fill="${CLAY}" ${outline}/>`,
  /** Ingoma: a drum carved from one log, cowhide pegged over the top. */
  drum: () =>
    `<path d="M29 30 L71 30 L62 82 L38 82 Z" fill="${WOOD}" ${outline}/>` +
    zigzagLine(32, 68, 38, 4, SKIN, 1.4) +
    [33, 41, 50, 59, 67]
      .map((x) => `<rect x="${x - 1.5}" y="41" width="3" height="6" fill="${SKIN}"/>`)
      .join("") +
    `<ellipse cx="50" cy="30" rx="21" ry="6" fill="${SKIN}" ${outline}/>` +
    `<line x1="24" y1="12" x2="46" y2="26" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
    `<line x1="78" y1="14" x2="56" y2="26" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>`,
  /** Inanga: a trough zither, one string laced back and forth over a hollowed board. */
  zither: () =>
    `<g transform="rotate(-14 50 50)"><path d="M12 46 Q50 38 88 46 L84 60 Q50 68 16 60 Z" fill="${WOOD}" ${outline}/>` +
    [47, 50, 53, 56, 59]
      .map((y) => `<line x1="18" y1="${y - 1}" x2="82" y2="${y - 1}" stroke="${SKIN}" stroke-width="0.9"/>`)
      .join("") +
    `</g>`,
  /** Ikibindi: a coil-built, burnished clay pot of the Batwa potters. */
  pot: () =>
    `<circle cx="50" cy="58" r="23" fill="${CLAY}" ${outline}/>` +
    `<rect x="41" y="28" width="18" height="14" fill="${CLAY}" ${outline}/>` +
    `<ellipse cx="50" cy="28" rx="12" ry="3.5" fill="#7A2E17" ${outline}/>` +
    zigzagLine(31, 69, 50, 2.5, INK, 1.8) +
    `<ellipse cx="42" cy="56" rx="5" ry="10" fill="${PAPER}" opacity="0.18"/>`,
  /** Folded lengths of Kitenge wax print and Mushanana cloth. */
  cloth: () =>
    [
      [62, OCHRE, CLAY],
      [48, LEAF, OCHRE],
      [34, SKY, PAPER],
    ]
      .map(
        ([y, ground, dot]) =>
          `<rect x="22" y="${y}" width="56" height="14" rx="3" fill="${ground}" ${outline}/>` +
          [28, 37, 46, 55, 64, 72]
            .map((x) => `<circle cx="${x}" cy="${Number(y) + 7}" r="2.6" fill="${dot}"/>`)
            .join(""),
      )
      .join(""),
  /** A beaded necklace with a diamond pendant. */
  beads: () => {
    const colours = [CLAY, OCHRE, INK, SKY, PAPER, LEAF];
    let out = "";
    for (let i = 0; i <= 16; i++) {
      const angle = Math.PI * (0.08 + (0.84 * i) / 16);
      const x = 50 + 30 * Math.cos(angle);
      const y = 30 + 36 * Math.sin(angle);
      out += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="3.6" fill="${colours[i % colours.length]}" ${outline}/>`;
    }
    return `${out}<path d="M50 66 L58 76 L50 86 L42 76 Z" fill="${OCHRE}" ${outline}/>`;
  },
  /** A book with an Imigongo band on its cover. */
  book: () =>
    `<rect x="30" y="20" width="42" height="60" rx="2" fill="${CLAY}" ${outline}/>` +
    `<rect x="30" y="20" width="7" height="60" fill="#7A2E17" ${outline}/>` +
    `<rect x="43" y="30" width="22" height="3" fill="${PAPER}"/><rect x="43" y="36" width="16" height="3" fill="${PAPER}"/>` +
    zigzagLine(41, 69, 60, 3, OCHRE),
  /** A framed painting of the hills. */
  painting: () =>
    `<rect x="20" y="24" width="60" height="52" fill="${OCHRE}" ${outline}/>` +
    `<rect x="26" y="30" width="48" height="40" fill="#F1E6D6"/>` +
    `<circle cx="62" cy="40" r="5" fill="${CLAY}"/>` +
    `<path d="M26 60 Q36 46 46 58 Q56 44 74 56 L74 70 L26 70 Z" fill="${LEAF}"/>` +
    `<path d="M26 66 Q40 58 52 66 Q62 60 74 64 L74 70 L26 70 Z" fill="#1F4A2B"/>`,
  /** Inkongoro: a carved wooden milk vessel with a woven conical lid. */
  vessel: () =>
    `<path d="M35 42 Q30 70 44 82 L56 82 Q70 70 65 42 Z" fill="${WOOD}" ${outline}/>` +
    `<path d="M33 42 L50 20 L67 42 Z" fill="${STRAW}" ${outline}/>` +
    zigzagLine(40, 60, 34, 2, CLAY, 1.6),
  /** Intebe: a stool carved from one block. */
  stool: () =>
    `<path d="M34 44 L40 70 L60 70 L66 44 Z" fill="${WOOD}" ${outline}/>` +
    `<ellipse cx="50" cy="44" rx="24" ry="7" fill="#9C5B2E" ${outline}/>` +
    `<ellipse cx="50" cy="72" rx="20" ry="5" fill="${WOOD}" ${outline}/>` +
    zigzagLine(40, 60, 57, 3, SKIN, 1.6),
  /** Umuduri: a musical bow with a gourd resonator. */
  bow: () =>
    `<path d="M32 16 Q86 50 32 84" fill="none" stroke="${WOOD}" stroke-width="4" stroke-linecap="round"/>` +
    `<line x1="32" y1="16" x2="32" y2="84" stroke="${INK}" stroke-width="1"/>` +
    `<circle cx="46" cy="60" r="11" fill="${STRAW}" ${outline}/>`,
  /** Ikembe: a thumb piano, metal tongues over a wooden box. */
  thumbPiano: () =>
    `<rect x="28" y="26" width="44" height="52" rx="4" fill="${WOOD}" ${outline}/>` +
    `<circle cx="50" cy="64" r="5" fill="${INK}"/>` +
    [34, 39, 44, 49, 54, 59, 64]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${30 + Math.abs(3 - i) * 3}" width="3" height="22" rx="1" fill="#C9C2B4" ${outline}/>`,
      )
      .join(""),
} as const;

export type ObjectKind = keyof typeof OBJECTS;

export interface PictureOptions extends PatternOptions {
  /** Draws this product's own variation of the object (demo products; decision 177). */
  varied?: boolean;
}

/** An Imigongo board with the object on a light disc in the middle (or the bare board for "panel"). */
export function pictureSvg(seed: string, kind: ObjectKind | "panel", options: PictureOptions): string {
  const { width, height } = options;
  let figure = "";
  if (kind !== "panel")
    figure = options.varied ? variedFigure(seed, kind, width, height) : plainFigure(kind, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${imigongoBoard(seed, options)}${figure}</svg>`;
}

/** The object on a light disc in the middle, the same for every seed (content drawings). */
function plainFigure(kind: ObjectKind, width: number, height: number): string {
  const size = Math.min(width, height) * 0.72;
  return (
    `<g transform="translate(${(width - size) / 2} ${(height - size) / 2}) scale(${size / 100})">` +
    `<circle cx="50" cy="50" r="47" fill="${PAPER}" stroke="${INK}" stroke-width="2.5"/>` +
    `<circle cx="50" cy="50" r="43" fill="none" stroke="${CLAY}" stroke-width="1.2"/>` +
    `${OBJECTS[kind]()}</g>`
  );
}

/** The object in this product's tones and proportions, on its own medallion and place. */
export function variedFigure(seed: string, kind: ObjectKind, width: number, height: number): string {
  const variation = objectVariation(seed);
  const side = Math.min(width, height);
  const size = side * variation.size;
  const x = (width - size) / 2 + variation.offsetX * side;
  const y = (height - size) / 2 + variation.offsetY * side;
  // A lozenge's corners are far from its middle: the object shrinks to stay inside it.
  const inner = variation.medallion === "lozenge" ? 0.6 : 0.92;
  const object = varyObject(OBJECTS[kind](), variation);
  return (
    `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${size / 100})">` +
    `<clipPath id="medallion">${medallionShape(variation.medallion, 1, "")}</clipPath>` +
    medallionShape(variation.medallion, 0, `fill="${variation.ground}" stroke="${INK}" stroke-width="2.5"`) +
    medallionShape(variation.medallion, 4, `fill="none" stroke="${variation.ring}" stroke-width="1.2"`) +
    `<g clip-path="url(#medallion)"><g transform="translate(50 50) scale(${inner}) translate(-50 -50)">${object}</g></g></g>`
  );
}
