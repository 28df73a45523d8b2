import type { Translation } from "./i18n/translation.ts";
import type { priceRatingTexts } from "./price-rating-texts.ts";

const fr: Translation<typeof priceRatingTexts> = {
  wasPrice: "Avant",
  percentOff: "de remise",
  noReviews: "Pas encore d’avis",
  noRating: "Pas encore de note",
  rated: (value: string) => `Noté ${value} sur 5`,
  ratedWithReviews: (value: string, count: number) => `Noté ${value} sur 5, ${count} avis`,
};

export default fr;
