import type { Translation } from "@heritage/domain/i18n/translation";
import type { WishlistTextsSource } from "./wishlist-texts.ts";

/** Kinyarwanda texts of ./wishlist-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<WishlistTextsSource> = {
  title: "Ibyifuzo byanjye",
  pageTitle: "Ibyifuzo byanjye · Digital Heritage Platform",
  intro: "Ibihangano wabitse ukanze ku mutima. Bishyire mu gitebo igihe witeguye.",
  loading: "Ibyifuzo byawe birimo kuza",
  loadFailed: "Ntibyashobotse kuzana ibyifuzo byawe. Ongera ugerageze.",
  retry: "Ongera ugerageze",
  empty: "Nta kintu kiri mu byifuzo byawe",
  emptyNote: "Kanda ku mutima w’igihangano mu isoko kugira ngo ukibike hano.",
  browse: "Sura Isoko",
  moveToCart: "Shyira mu gitebo",
  moving: "Birimo kwimurwa...",
  remove: "Kuramo",
  removeFrom: (name: string) => `Kura ${name} mu byifuzo`,
  moveToCartNamed: (name: string) => `Shyira ${name} mu gitebo`,
  moved: (name: string) => `${name} kiri mu gitebo cyawe`,
  removed: (name: string) => `${name} cyavanywe mu byifuzo`,
  failed: "Hari ikitagenze neza. Ongera ugerageze.",
  viewCart: "Reba igitebo",
  adminNote: "Ibyifuzo bibikwa kuri konti z’abaguzi.",
};
export default rw;
