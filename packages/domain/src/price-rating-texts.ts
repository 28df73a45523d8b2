/**
 * The words around a product's price and rating (screen-reader phrases and the "no rating yet" line),
 * for the web app's price and stars (shared-texts.ts), which the server draws with the same components
 * (decision 228).
 * English source; translations beside it.
 */
export const priceRatingTexts = {
  /** Said before a struck-through former price, for screen readers. */
  wasPrice: "Was",
  /** Said after a discount percent ("-20% off"), for screen readers. */
  percentOff: "off",
  noReviews: "No reviews yet",
  noRating: "No rating yet",
  rated: (value: string) => `Rated ${value} out of 5`,
  ratedWithReviews: (value: string, count: number) => `Rated ${value} out of 5, ${count} reviews`,
};
