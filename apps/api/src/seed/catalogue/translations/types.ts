/** A record's reading texts in one language (a type, not an interface: stored as a plain record). */
export type Texts = {
  name: string;
  description: string;
};

/** One category and its products in one language, products keyed by their English name. */
export type CategoryTexts = Texts & {
  products: Record<string, Texts>;
};

/** The demo catalogue in one language, keyed by category slug. */
export type CatalogueTexts = Record<string, CategoryTexts>;
