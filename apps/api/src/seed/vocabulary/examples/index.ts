import { CRAFT_EXAMPLES } from "./crafts.ts";
import { FAMILY_EXAMPLES } from "./family.ts";
import { GREETING_EXAMPLES } from "./greetings.ts";
import { MARKET_EXAMPLES } from "./market.ts";
import { NUMBER_EXAMPLES } from "./numbers.ts";

/** An example sentence in Kinyarwanda with its English and French meaning, by the deck's word. */
export type Examples = Record<string, readonly [rw: string, en: string, fr: string]>;

/**
 * Every word of the seeded deck used in a sentence, written by the team: short,
 * everyday Kinyarwanda, the word as it is said in context (so sometimes with its prefix changed:
 * "mu giseke", "mu mufuka"). Awaiting a native speaker's review, like the lessons (decision 133).
 */
export const DECK_EXAMPLES: Examples = {
  ...GREETING_EXAMPLES,
  ...FAMILY_EXAMPLES,
  ...NUMBER_EXAMPLES,
  ...MARKET_EXAMPLES,
  ...CRAFT_EXAMPLES,
};
