import type { Translation } from "../i18n/translation.ts";
import type { offersMessages } from "./offers.ts";

/** French texts of ./offers.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof offersMessages> = {
  promo: {
    codeRequired: "Saisissez un code promo",
    codeInvalid: "Un code compte 3 à 32 lettres, chiffres, - ou _",
    kindInvalid: "Choisissez un pourcentage ou un montant fixe",
    percentRange: "Un pourcentage est un nombre entier de 1 à 90",
    amountInvalid: "Saisissez un nombre entier de francs supérieur à zéro",
    limitInvalid: "Saisissez un nombre entier supérieur à zéro, ou laissez vide",
    dateInvalid: "Saisissez une date et une heure valides",
    endsBeforeStart: "La fin doit venir après le début",
    codeTaken: "Un autre code promo porte déjà ce code",
    inUse: "Ce code a servi dans des commandes : désactivez-le au lieu de le supprimer.",
    notFound: "Code promo introuvable.",
    notValid: "Ce code promo n’est pas valable.",
    tooMany: "Trop d’essais de codes promo. Réessayez dans une minute.",
    shopperUsedUp: "Vous avez déjà utilisé ce code promo.",
    firstOrderOnly: "Ce code promo est réservé à une première commande.",
    minimumTotal: (amount: string) => `Ce code promo demande une commande d’au moins ${amount}.`,
    changed: "Le total a changé depuis votre lecture : vérifiez le nouveau total et confirmez à nouveau.",
    staleEdit: "Ce code promo a changé depuis que vous l’avez ouvert",
  },
  delivery: {
    nameRequired: "Saisissez le nom de la zone",
    nameMin: "Le nom d’une zone compte au moins 3 caractères",
    nameMax: "Le nom d’une zone compte au plus 80 caractères",
    feeInvalid: "Saisissez un nombre entier de francs, 0 ou plus",
    daysInvalid: "Saisissez un nombre entier de jours de 0 à 60",
    daysOrder: "Le dernier jour ne peut pas précéder le premier",
    districtsRequired: "Choisissez au moins un district, ou marquez la zone comme étranger",
    districtInvalid: "Choisissez un district du Rwanda",
    districtTaken: (district: string, zone: string) => `${district} est déjà livré par ${zone}`,
    abroadTaken: "Une autre zone active livre déjà à l’étranger",
    notFound: "Zone de livraison introuvable.",
    inUse: "Des commandes ont été livrées par cette zone : désactivez-la au lieu de la supprimer.",
    staleEdit: "Cette zone de livraison a changé depuis que vous l’avez ouverte",
    districtRequired: "Choisissez le district de livraison",
    countryInvalid: "Choisissez un pays",
    notDelivered: "Nous ne livrons pas encore dans ce district.",
    noAbroad: "Pour l’instant, nous livrons seulement au Rwanda.",
    foreignPhoneRefused:
      "Pour l’instant, nous livrons seulement au Rwanda : saisissez un numéro rwandais, p. ex. 07XXXXXXXX ou +2507XXXXXXXX",
    phoneInvalidInternational:
      "Saisissez un numéro rwandais (07XXXXXXXX) ou un numéro international avec l’indicatif du pays, p. ex. +33612345678",
  },
};
export default fr;
