import type { ArtworkCategory } from "@heritage/domain/content";
import type { Drawing } from "./content-drawings.ts";

/**
 * The demo gallery: works by fictional artists from real places, five per gallery category.
 * Rights statements say what a visitor may do with each picture.
 */
export interface DemoArtwork {
  title: string;
  category: ArtworkCategory;
  artist: string;
  year: number;
  medium: string;
  origin: string;
  rights: string;
  description: string;
  featured?: boolean;
  /** Days before the seed that the work was added; the newest lead 'Latest masterPieces'. */
  added_days_ago: number;
  drawing: Drawing;
}

export const BY_NC = "© the artist. Shared for viewing and education under CC BY-NC 4.0; no commercial use.";
export const ALL_RIGHTS = "© the artist, all rights reserved. Viewing only; ask the artist before any reuse.";
export const COMMUNITY =
  "Traditional design held in common by its community; this rendering is shared under CC BY-SA 4.0.";
