import type { Translation } from "@heritage/domain/i18n/translation";
import type { OfferTextsSource } from "./offer-texts.ts";

const fr: Translation<OfferTextsSource> = {
  destination: "Livrer à",
  country: "Pays",
  rwanda: "Rwanda",
  district: "District",
  chooseDistrict: "Choisissez un district",
  provinces: {
    kigali: "Ville de Kigali",
    north: "Province du Nord",
    south: "Province du Sud",
    east: "Province de l’Est",
    west: "Province de l’Ouest",
  },
  onlyRwanda: "Pour l’instant, nous livrons seulement au Rwanda.",
  phoneHintInternational:
    "Un numéro rwandais, ou international avec l’indicatif du pays, p. ex. +33 6 12 34 56 78.",
  promo: "Code promo",
  apply: "Appliquer",
  remove: "Retirer le code",
  applied: (code: string) => `Code ${code} appliqué`,
  subtotal: "Sous-total",
  discount: (code: string) => `Réduction (${code})`,
  delivery: "Livraison",
  free: "Offerte",
  chooseForFee: "Choisissez où livrer",
  zoneDays: (zone: string, min: number, max: number) =>
    max === 0
      ? `${zone} : le jour même`
      : min === max
        ? `${zone} : ${max} jour${max === 1 ? "" : "s"}`
        : `${zone} : ${min} à ${max} jours`,
  totalsFailed: "Le total n’a pas pu être calculé. Veuillez réessayer.",
  calculatedAtCheckout: "À la commande",
  whatsapp: {
    subtotal: (amount: string) => `Sous-total : ${amount}`,
    discount: (code: string, amount: string) => `Réduction (${code}) : -${amount}`,
    delivery: (zone: string, amount: string) => `Livraison (${zone}) : ${amount}`,
  },
};
export default fr;
