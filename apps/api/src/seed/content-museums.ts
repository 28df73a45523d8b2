import type { MuseumCategory } from "@heritage/domain/content";
import type { Drawing } from "./content-drawings.ts";
import { ART_AND_HISTORY_MUSEUMS } from "./content-museums-art-history.ts";
import { HERITAGE_MUSEUMS } from "./content-museums-heritage.ts";
import { REMEMBRANCE_PLACES } from "./content-museums-remembrance.ts";

/**
 * Rwanda's museums and memorials with short factual descriptions. The memorials are
 * described soberly: what the place is and who rests there, without promotional language.
 */
export interface DemoArtifact {
  name: string;
  description: string;
  /** 'Cultural Heritage' and 'Natural History' have museum tabs of their own. */
  category: string;
  historical_period: string;
  drawing: Drawing;
}

export interface DemoExhibition {
  title: string;
  description: string;
  type: "tour" | "experience" | "exhibition";
  duration: string;
  featured?: boolean;
}

export interface DemoMuseum {
  slug: string;
  name: string;
  location: string;
  category: MuseumCategory;
  description: string;
  long_description: string;
  drawing: Drawing;
  artifacts: DemoArtifact[];
  gallery: { caption: string; drawing: Drawing }[];
  exhibitions: DemoExhibition[];
}

/** In the order the Museums page lists them. */
export const DEMO_MUSEUMS: DemoMuseum[] = [
  ...HERITAGE_MUSEUMS,
  ...REMEMBRANCE_PLACES,
  ...ART_AND_HISTORY_MUSEUMS,
];
