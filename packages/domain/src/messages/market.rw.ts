import type { Translation } from "../i18n/translation.ts";
import type { marketMessages } from "./market.ts";

/** Kinyarwanda texts of ./market.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof marketMessages> = {
  market: {
    searchPlaceholder: "Shakisha ibicuruzwa by’umurage…",
    fetchFailed: "Ntibyashobotse kubona ibicuruzwa. Ongera ugerageze nyuma.",
    loadFailed: "Ntibyashobotse gufungura ibicuruzwa. Ongera ugerageze nyuma.",
    categoryLoadFailed: "Ntibyashobotse kubona amakuru y’icyiciro",
    addedToCart: (qty: number, name: string) => `${name} (${qty}) byashyizwe mu gitebo`,
    addFailed: (qty: number, name: string) => `Ntibyashobotse gushyira ${name} (${qty}) mu gitebo`,
    addError: "Habaye ikibazo mu gushyira mu gitebo",
    wishlistLogin: "Injira kugira ngo ucunge urutonde rw’ibyifuzo byawe",
    noProductsAvailable: "Nta bicuruzwa bihari",
    noProductsFound: "Nta gicuruzwa cyabonetse",
    categoryEmpty: "Iki cyiciro nta kintu kirimo ubu",
    noMatch: "Nta gicuruzwa gihuye n’ibyo wahisemo",
    noFeatured: "Nta bicuruzwa byatoranyijwe",
    noFeaturedNote: "Ibicuruzwa byiza biraza vuba!",
    quantityMin: "Umubare ugomba kuba nibura 1",
    quantityMax: "Ushobora gutumiza ibitarenze 1.000 by’igicuruzwa kimwe",
    quantityOverStock: (available: number) =>
      available > 0
        ? `Ushobora kongera ${available} gusa mu gitebo cyawe.`
        : "Nta bindi by’iki gicuruzwa bisigaye.",
    outOfStock: "Iki gicuruzwa cyashize mu bubiko.",
    listingAddFailed: (name: string, detail: string) =>
      `Ntibyashobotse gushyira ${name} mu gitebo: ${detail}`,
    listingAddError: "Habaye ikibazo mu gushyira mu gitebo. Ongera ugerageze.",
  },
  cart: {
    loadFailed: "Ntibyashobotse gufungura igitebo cyawe. Ongera ugerageze.",
    removeFailed: "Ntibyashobotse gukuramo iki gicuruzwa. Ongera ugerageze.",
    removeConfirm: "Ukuremo iki gicuruzwa?",
    empty: "Igitebo cyawe kirimo ubusa",
    itemNotFound: "Icyo gicuruzwa ntikiri mu gitebo.",
    quantityAboveStock: (stock: number) =>
      stock > 0 ? `Hasigaye ${stock} gusa by’iki gicuruzwa.` : "Iki gicuruzwa cyashize mu bubiko.",
    addSucceeded: "Byashyizwe mu gitebo neza",
    addFailed: "Ntibyashobotse gushyira mu gitebo",
  },
  search: {
    tooMany: "Washakishije kenshi cyane. Tegereza gato wongere ugerageze.",
    busy: "Ishakisha rirakoreshwa cyane ubu. Ongera ugerageze mu kanya.",
  },
  wishlist: {
    updated: "Urutonde rw’ibyifuzo rwavuguruwe",
    updateFailed: "Ntibyashobotse kuvugurura urutonde rw’ibyifuzo",
  },
  stock: {
    inStock: "Birahari",
    left: (stock: number) => `Hasigaye ${stock}`,
    out: "Byashize",
    adminInStock: (stock: number) => `${stock} mu bubiko`,
    adminOut: "Cyashize mu bubiko",
  },
};
export default rw;
