/**
 * What the two web fonts keep (decision 200), shared by scripts/subset-fonts.ts, which cuts the files,
 * and by fonts.test.ts, which checks index.css's unicode-range and the characters the app writes.
 *
 * The characters, as [first, last] code points: printable ASCII (English and Kinyarwanda), the Latin-1
 * signs the texts write (no-break space, §, « », ©, °, ×...), the letters French writes, and the
 * typographic punctuation and signs. Any other character falls back, per glyph, to the metric-matched
 * local face (decision 196).
 */
export const FONT_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a7, 0x00a7],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00ad, 0x00ae],
  [0x00b0, 0x00b0],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00c0, 0x00c0],
  [0x00c2, 0x00c2],
  [0x00c6, 0x00cb],
  [0x00ce, 0x00cf],
  [0x00d4, 0x00d4],
  [0x00d7, 0x00d7],
  [0x00d9, 0x00d9],
  [0x00db, 0x00dc],
  [0x00e0, 0x00e0],
  [0x00e2, 0x00e2],
  [0x00e6, 0x00eb],
  [0x00ee, 0x00ef],
  [0x00f4, 0x00f4],
  [0x00f7, 0x00f7],
  [0x00f9, 0x00f9],
  [0x00fb, 0x00fc],
  [0x00ff, 0x00ff],
  [0x0152, 0x0153],
  [0x0178, 0x0178],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
];

/** The weights the stylesheet asks for (font-normal 400 to font-bold 700); the axis keeps only these. */
export const FONT_WEIGHTS = { min: 400, max: 700 } as const;

/** `unicode-range` as index.css writes it. */
export function unicodeRange(): string {
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, "0");
  return FONT_RANGES.map(([first, last]) =>
    first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`,
  ).join(", ");
}

export function keptText(): string {
  return FONT_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join("");
}

export function isKept(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return FONT_RANGES.some(([first, last]) => code >= first && code <= last);
}
