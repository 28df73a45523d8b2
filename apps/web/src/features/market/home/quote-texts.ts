import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of the market home's quote request, in English, with Kinyarwanda and French beside it: a group
 * of their own so they travel with that lazy lower section, not with the first screen (decision 100).
 */
const en = {
  quote: {
    heading: "An easy way to send requests to all suppliers",
    intro:
      "Tell 500+ artisans and cooperatives what you need: baskets for a wedding, Imigongo panels for a hotel, fabric by the metre. Quotes usually arrive within 24 hours.",
    formTitle: "Send quote to suppliers",
    item: "What item do you need?",
    details: "Details",
    quantity: "Quantity",
    unit: "Unit",
    sending: "Sending...",
    send: "Send inquiry",
    previewDone:
      "Preview only: your request was not sent to anyone. To ask for a quote now, write to us on WhatsApp.",
    preview: "Supplier quotes are a preview: this form does not send anything yet.",
    units: {
      Pcs: "Pcs (Pieces)",
      Kg: "Kg",
      Liters: "Liters",
      Meters: "Meters",
      Boxes: "Boxes",
      Sets: "Sets",
      Tons: "Tons",
      Pallets: "Pallets",
    },
  },
};

const texts = localized(en, {
  rw: () => import("./quote-texts.rw.ts"),
  fr: () => import("./quote-texts.fr.ts"),
});
export type QuoteTextsSource = typeof en;
export const quoteTexts = texts.quote;
