import type { DemoArtwork } from "./content-artwork-rights.ts";
import { DANCE_CRAFT_AND_LANDSCAPE_ARTWORKS } from "./content-artworks-dance-craft-land.ts";
import { HISTORY_AND_FESTIVAL_ARTWORKS } from "./content-artworks-history-festivals.ts";

export type { DemoArtwork } from "./content-artwork-rights.ts";

/** The demo gallery in the order it is seeded: five works per gallery category. */
export const DEMO_ARTWORKS: DemoArtwork[] = [
  ...DANCE_CRAFT_AND_LANDSCAPE_ARTWORKS,
  ...HISTORY_AND_FESTIVAL_ARTWORKS,
];
