import type { ObjectKind } from "../silhouettes.ts";

/** What a demo picture shows: an object drawn over an Imigongo board, or the bare board. */
export type PictureKind = ObjectKind | "panel";

export interface DemoProduct {
  name: string;
  description: string;
  /** Whole Rwandan francs. */
  price: number;
  /** Higher than price when the product is on sale. */
  original_price?: number;
  stock: number;
  condition?: "new" | "used" | "refurbished";
  featured?: boolean;
  /**
   * What the demo reviews average to and about how many people reviewed it: the seed writes a
   * few reviews (seed/demo-reviews.ts) and the product's rating comes from them.
   */
  rating: number;
  review_count: number;
  sales: number;
  /** Days before the seed runs that the product was listed; under 7 makes it a new arrival. */
  listed_days_ago: number;
  /** How many pictures (1 to 4). */
  images: 1 | 2 | 3 | 4;
  /** Overrides the category's picture kind. */
  picture?: PictureKind;
}

export interface DemoCategory {
  name: string;
  slug: string;
  description: string;
  picture: PictureKind;
  products: DemoProduct[];
}
