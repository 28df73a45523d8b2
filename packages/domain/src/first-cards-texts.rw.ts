import type { firstCardsTexts } from "./first-cards-texts.ts";
import type { Translation } from "./i18n/translation.ts";

const rw: Translation<typeof firstCardsTexts> = {
  recommended: "Ibyo tugutoranyirije",
  recommendedNote: "Ibihangano by’umurage byatoranyijwe mu Rwanda hose.",
  featured: "Byatoranyijwe",
  viewDetails: (name: string) => `Reba ibisobanuro bya ${name}`,
  addToCart: "Shyira mu gitebo",
  wasPrice: "Cyari",
  percentOff: "y’igabanuka",
  noReviews: "Nta bitekerezo biratangwa",
  noRating: "Nta manota arahabwa",
  rated: (value: string) => `Amanota ${value} kuri 5`,
  ratedWithReviews: (value: string, count: number) => `Amanota ${value} kuri 5, ibitekerezo ${count}`,
};

export default rw;
