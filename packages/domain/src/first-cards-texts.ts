import fr from "./first-cards-texts.fr.ts";
import rw from "./first-cards-texts.rw.ts";
import type { Translation } from "./i18n/translation.ts";
import type { Language } from "./languages.ts";
import { priceRatingTexts } from "./price-rating-texts.ts";

/**
 * The texts of the product cards the server writes into /market's HTML before the app's JavaScript has
 * arrived (decision 183). They are the web app's own card texts (market-texts.ts, shared-texts.ts),
 * which the API cannot import; `first-cards-texts.test.ts` in the web app fails when the two differ, in
 * any language. English source; translations beside it.
 */
export const firstCardsTexts = {
  recommended: "Recommended Items",
  recommendedNote: "Handpicked heritage pieces from across Rwanda.",
  featured: "Featured",
  viewDetails: (name: string) => `View details of ${name}`,
  addToCart: "Add to Cart",
  ...priceRatingTexts,
};

export type FirstCardsTexts = Translation<typeof firstCardsTexts>;

const catalogs: Record<Language, FirstCardsTexts> = { en: firstCardsTexts, rw, fr };

export function firstCardsTextsIn(language: Language): FirstCardsTexts {
  return catalogs[language];
}
