import type { Translation } from "../i18n/translation.ts";
import type { sellingMessages } from "./selling.ts";

/** French texts of ./selling.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof sellingMessages> = {
  selling: {
    shopNameRequired: "Donnez un nom à votre boutique (2 à 80 caractères)",
    payoutPhoneInvalid: "Indiquez un numéro MTN ou Airtel Rwanda, comme 078 123 4567",
    shipsFromRequired: "Choisissez les districts d’où vous expédiez",
    termsRequired: "Acceptez les conditions des artisans pour vendre",
    reasonRequired: "Donnez une raison à l’artisan",
    tooLong: "Ce texte est trop long",
    notCreator: "Seuls les créateurs approuvés peuvent vendre sur le marché",
    applicationPending: "Votre demande de vente attend déjà une décision",
    alreadySelling: "Votre boutique est déjà ouverte",
    applicationDecided: "Cette demande a déjà été tranchée",
    notSeller: "Seuls les artisans dont la boutique est ouverte peuvent faire cela",
    listingReasonRequired: "Dites à l’artisan ce qu’il faut changer",
    listingNotSubmittable: "Cette annonce attend déjà une relecture ou est en vente",
    listingNotInReview: "Cette annonce n’attend pas de relecture",
    listingChangedSince: "L’artisan a modifié cette annonce depuis que vous l’avez ouverte ; relisez-la",
    shipmentNotNow: "Cette commande ne peut pas passer à cette étape maintenant",
  },
};
export default fr;
