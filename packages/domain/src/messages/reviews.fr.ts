import type { Translation } from "../i18n/translation.ts";
import type { reviewsMessages } from "./reviews.ts";

/** French texts of ./reviews.ts (same keys). */
const fr: Translation<typeof reviewsMessages> = {
  reviews: {
    ratingRequired: "Choisissez une note de 1 à 5 étoiles",
    bodyTooLong: "Un avis compte au plus 2 000 caractères",
    noHtml: "Un avis ne peut pas contenir de balises HTML",
    controlCharacters: "Un avis ne peut pas contenir de caractères de contrôle ou invisibles",
    reasonRequired: "Donnez un motif d'au moins 3 caractères",
    reasonTooLong: "Un motif compte au plus 500 caractères",
    sortInvalid: "Triez par les plus récents ou les plus utiles",
    notEligible: "Seul un client dont la commande de ce produit a été livrée peut le noter.",
    alreadyReviewed: "Vous avez déjà donné votre avis sur ce produit. Vous pouvez le modifier.",
    notReviewed: "Vous n'avez pas encore donné votre avis sur ce produit.",
    editWindowOver: "Un avis peut être modifié pendant 30 jours après sa rédaction.",
    hiddenByModerator: "Un modérateur a masqué cet avis ; il ne peut plus être modifié.",
    notFound: "Avis introuvable.",
    ownReview: "Vous ne pouvez pas marquer votre propre avis comme utile.",
  },
};
export default fr;
