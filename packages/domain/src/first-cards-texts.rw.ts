import type { firstCardsTexts } from "./first-cards-texts.ts";
import type { Translation } from "./i18n/translation.ts";
import priceRatingRw from "./price-rating-texts.rw.ts";

const rw: Translation<typeof firstCardsTexts> = {
  recommended: "Ibyo tugutoranyirije",
  recommendedNote: "Ibihangano by’umurage byatoranyijwe mu Rwanda hose.",
  featured: "Byatoranyijwe",
  viewDetails: (name: string) => `Reba ibisobanuro bya ${name}`,
  addToCart: "Shyira mu gitebo",
  ...priceRatingRw,
};

export default rw;
