import { localized } from "../../../../lib/i18n/localized.ts";

/**
 * Texts of what an item's page says about its community's protocols and living tradition:
 * its Local Contexts labels and "Made today in this tradition". Kinyarwanda and French beside it.
 */
const en = {
  labelsTitle: "Traditional Knowledge and Biocultural labels",
  labelsIntro: "The community has placed these labels on this item. They say how it may be used.",
  labelMeaning: (name: string) => `What ${name} means, on localcontexts.org`,
  kindName: { tk: "Traditional Knowledge label", bc: "Biocultural label" },
  madeTodayTitle: "Made today in this tradition",
  madeTodayIntro: "Pieces in the market made by people who carry this tradition on.",
  noPicture: "No picture",
  buyTitle: "Buy this book",
  buyIntro: "This book is sold in the market.",
  addToCart: "Add to Cart",
  addBookToCart: (title: string) => `Add to Cart: ${title}`,
  seeInMarket: "See it in the market",
  price: (price: string) => `Price: ${price}`,
} as const;

export const heritageTexts = localized(en, {
  rw: () => import("./heritage-texts.rw.ts"),
  fr: () => import("./heritage-texts.fr.ts"),
});
export type HeritageTextsSource = typeof en;
