import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { MarketTextsSource } from "./market-texts.ts";

const fr: Translation<MarketTextsSource> = {
  market: {
    allCategories: "Toutes",
    categoryPickerLabel: "Catégorie",
    searchLabel: "Rechercher des produits",
    searchButton: "Rechercher",
    suggestionsLabel: "Suggestions",
    suggestedProducts: "Produits",
    suggestedCategories: "Catégories",
    suggestionsCount: (count: number) =>
      count === 0
        ? "Aucune suggestion"
        : `${plural("fr", count, { one: "# suggestion", other: "# suggestions" })}, choisissez avec les flèches haut et bas`,
    suggestionsFailed:
      "Les suggestions ne sont pas disponibles pour le moment : appuyez sur Entrée pour chercher",
    cart: "Panier",
    cartWithCount: (count: number) =>
      `Panier, ${plural("fr", count, { one: "# article", other: "# articles" })}`,
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
    login: "Connexion",
    register: "Inscription",
    home: "Accueil",
    countryLabel: "Pays et devise",
    country: "Rwanda, RWF",
    shipTo: "Livraison au",
    categoriesHeading: "Catégories",
    featuredHeading: "Pièces à la une",
    recommended: "Sélection pour vous",
    recommendedNote: "Des pièces du patrimoine choisies une à une dans tout le Rwanda.",
    skipToProducts: "Aller aux produits",
    pageHeading: "Boutique",
    viewDetailsShort: "Voir le détail",
    ofProduct: (name: string) => ` de ${name}`,
    account: "Compte",
    userMenuFor: "Menu du compte de",
    marketNav: "Boutique",
    loadingProducts: "Chargement des produits",
    promos: {
      promoCode: "Code promo",
      firstPurchase: "Premier achat",
      codeOff: (code: string, off: string, firstOrder: boolean) =>
        `Code ${code} : ${off} de réduction sur votre ${firstOrder ? "première commande" : "commande"}.`,
      support: "Des conseils d’experts",
      supportText: "Une question sur une pièce ? Notre équipe vous répond sur WhatsApp.",
      limited: "Édition limitée",
      limitedText: "Des Imigongo et des Agaseke uniques, faits par des maîtres artisans.",
    },
    features: {
      heading: "Livraison et paiement",
      freeShipping: "Livraison offerte",
      freeShippingText: (amount: string) => `Dès ${amount} d’achat.`,
      delivery: "Livraison",
      deliveryFrom: (amount: string) => `Dès ${amount}, calculée à la commande selon votre district.`,
      fastDelivery: "Délai de livraison",
      days: (min: number, max: number) =>
        max === 0
          ? "Le jour même."
          : min === max
            ? `${max} jour${max === 1 ? "" : "s"}.`
            : `${min} à ${max} jours.`,
      abroad: "Nous livrons aussi à l’étranger.",
      whatsapp: "Assistance sur WhatsApp",
      whatsappText: "Parlez-nous avant et après votre achat.",
      waysToPay: "Moyens de paiement",
      whatsappPay: "Commande sur WhatsApp",
      mtn: "MTN MoMo",
      airtel: "Airtel Money",
    },
  },
};
export default fr;
