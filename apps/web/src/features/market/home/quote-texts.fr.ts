import type { Translation } from "@heritage/domain/i18n/translation";
import type { QuoteTextsSource } from "./quote-texts.ts";

/** French. */
const fr: Translation<QuoteTextsSource> = {
  quote: {
    heading: "Un moyen simple d’envoyer vos demandes à tous les fournisseurs",
    intro:
      "Dites à plus de 500 artisans et coopératives ce qu’il vous faut : des paniers pour un mariage, des panneaux Imigongo pour un hôtel, du tissu au mètre. Les devis arrivent en général sous 24 heures.",
    formTitle: "Demander un devis aux fournisseurs",
    item: "De quel article avez-vous besoin ?",
    details: "Précisions",
    quantity: "Quantité",
    unit: "Unité",
    sending: "Envoi…",
    send: "Envoyer la demande",
    previewDone:
      "Simple aperçu : votre demande n’a été envoyée à personne. Pour demander un devis dès maintenant, écrivez-nous sur WhatsApp.",
    preview: "Les devis fournisseurs sont un aperçu : ce formulaire n’envoie encore rien.",
    units: {
      Pcs: "Pièces",
      Kg: "kg",
      Liters: "Litres",
      Meters: "Mètres",
      Boxes: "Cartons",
      Sets: "Lots",
      Tons: "Tonnes",
      Pallets: "Palettes",
    },
  },
};

export default fr;
