import type { Translation } from "@heritage/domain/i18n/translation";
import type { WishlistTextsSource } from "./wishlist-texts.ts";

/** French texts of ./wishlist-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<WishlistTextsSource> = {
  title: "Ma liste d’envies",
  pageTitle: "Ma liste d’envies · Digital Heritage Platform",
  intro: "Les pièces gardées d’un cœur. Placez-en une dans votre panier quand vous êtes prêt.",
  loading: "Chargement de votre liste d’envies",
  loadFailed: "Impossible de charger votre liste d’envies. Réessayez.",
  retry: "Réessayer",
  empty: "Votre liste d’envies est vide",
  emptyNote: "Touchez le cœur d’une pièce du marché pour la garder ici.",
  browse: "Parcourir le marché",
  moveToCart: "Mettre au panier",
  moving: "Déplacement...",
  remove: "Retirer",
  removeFrom: (name: string) => `Retirer ${name} de votre liste d’envies`,
  moveToCartNamed: (name: string) => `Mettre ${name} dans votre panier`,
  moved: (name: string) => `${name} est dans votre panier`,
  removed: (name: string) => `${name} retiré de votre liste d’envies`,
  failed: "Une erreur est survenue. Réessayez.",
  viewCart: "Voir le panier",
  adminNote: "Les listes d’envies appartiennent aux comptes clients.",
};
export default fr;
