import type { Translation } from "./i18n/translation.ts";
import type { priceRatingTexts } from "./price-rating-texts.ts";

const rw: Translation<typeof priceRatingTexts> = {
  wasPrice: "Cyari",
  percentOff: "y’igabanuka",
  noReviews: "Nta bitekerezo biratangwa",
  noRating: "Nta manota arahabwa",
  rated: (value: string) => `Amanota ${value} kuri 5`,
  ratedWithReviews: (value: string, count: number) => `Amanota ${value} kuri 5, ibitekerezo ${count}`,
};

export default rw;
