import type { firstCardsTexts } from "./first-cards-texts.ts";
import type { Translation } from "./i18n/translation.ts";

const fr: Translation<typeof firstCardsTexts> = {
  recommended: "Sélection pour vous",
  recommendedNote: "Des pièces du patrimoine choisies une à une dans tout le Rwanda.",
  featured: "À la une",
  viewDetails: (name: string) => `Voir le détail de ${name}`,
  addToCart: "Ajouter au panier",
  wasPrice: "Avant",
  percentOff: "de remise",
  noReviews: "Pas encore d’avis",
  noRating: "Pas encore de note",
  rated: (value: string) => `Noté ${value} sur 5`,
  ratedWithReviews: (value: string, count: number) => `Noté ${value} sur 5, ${count} avis`,
};

export default fr;
