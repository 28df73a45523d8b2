import type { firstCardsTexts } from "./first-cards-texts.ts";
import type { Translation } from "./i18n/translation.ts";
import priceRatingFr from "./price-rating-texts.fr.ts";

const fr: Translation<typeof firstCardsTexts> = {
  recommended: "Sélection pour vous",
  recommendedNote: "Des pièces du patrimoine choisies une à une dans tout le Rwanda.",
  featured: "À la une",
  viewDetails: (name: string) => `Voir le détail de ${name}`,
  addToCart: "Ajouter au panier",
  ...priceRatingFr,
};

export default fr;
