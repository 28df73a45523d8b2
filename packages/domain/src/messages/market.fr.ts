import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { marketMessages } from "./market.ts";

/** French texts of ./market.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof marketMessages> = {
  market: {
    searchPlaceholder: "Rechercher des objets du patrimoine…",
    fetchFailed: "Impossible de récupérer les produits. Réessayez plus tard.",
    loadFailed: "Impossible de charger les produits. Réessayez plus tard.",
    categoryLoadFailed: "Impossible de charger la catégorie",
    addedToCart: (qty: number, name: string) => `${name} × ${qty} ajouté au panier`,
    addFailed: (qty: number, name: string) => `Impossible d’ajouter ${name} × ${qty} au panier`,
    addError: "Une erreur est survenue lors de l’ajout au panier",
    wishlistLogin: "Connectez-vous pour gérer votre liste d’envies",
    noProductsAvailable: "Aucun produit disponible",
    noProductsFound: "Aucun produit trouvé",
    categoryEmpty: "Cette catégorie est vide pour le moment",
    noMatch: "Aucun produit ne correspond à vos filtres",
    noFeatured: "Aucun produit à la une",
    noFeaturedNote: "De belles pièces arrivent bientôt !",
    quantityMin: "La quantité doit être d’au moins 1",
    quantityMax: "Vous pouvez commander au maximum 1 000 exemplaires d’un même article",
    quantityOverStock: (available: number) =>
      available > 0
        ? `Vous ne pouvez plus en ajouter que ${available} à votre panier.`
        : "Cet article n’est plus disponible en plus grande quantité.",
    outOfStock: "Ce produit est en rupture de stock.",
    listingAddFailed: (name: string, detail: string) => `Impossible d’ajouter ${name} au panier : ${detail}`,
    listingAddError: "Erreur lors de l’ajout au panier. Réessayez.",
  },
  cart: {
    loadFailed: "Impossible de charger votre panier. Réessayez.",
    removeFailed: "Impossible de retirer l’article. Réessayez.",
    removeConfirm: "Retirer cet article ?",
    empty: "Votre panier est vide",
    itemNotFound: "Article introuvable dans le panier.",
    quantityAboveStock: (stock: number) =>
      stock > 0
        ? plural("fr", stock, {
            one: "Il ne reste que # exemplaire de cet article.",
            other: "Il ne reste que # exemplaires de cet article.",
          })
        : "Ce produit est en rupture de stock.",
    addSucceeded: "Article ajouté au panier",
    addFailed: "Impossible d’ajouter l’article au panier",
  },
  search: {
    tooMany: "Trop de recherches. Patientez un instant, puis réessayez.",
    busy: "La recherche est très sollicitée en ce moment. Réessayez dans un instant.",
  },
  wishlist: {
    updated: "Liste d’envies mise à jour",
    updateFailed: "Impossible de mettre à jour la liste d’envies",
  },
  stock: {
    inStock: "En stock",
    left: (stock: number) => plural("fr", stock, { one: "Plus que #", other: "Plus que #" }),
    out: "Rupture de stock",
    adminInStock: (stock: number) => `${stock} en stock`,
    adminOut: "Rupture de stock",
  },
};
export default fr;
