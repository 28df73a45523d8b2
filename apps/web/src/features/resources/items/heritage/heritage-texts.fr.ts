import type { Translation } from "@heritage/domain/i18n/translation";
import type { HeritageTextsSource } from "./heritage-texts.ts";

const fr: Translation<HeritageTextsSource> = {
  labelsTitle: "Labels Savoirs traditionnels et Bioculturels",
  labelsIntro: "La communauté a apposé ces labels sur cet objet. Ils disent comment il peut être utilisé.",
  labelMeaning: (name: string) => `Ce que signifie ${name}, sur localcontexts.org`,
  kindName: { tk: "Label Savoirs traditionnels", bc: "Label bioculturel" },
  madeTodayTitle: "Fait aujourd’hui dans cette tradition",
  madeTodayIntro: "Des pièces du marché faites par celles et ceux qui perpétuent cette tradition.",
  noPicture: "Pas de photo",
  buyTitle: "Acheter ce livre",
  buyIntro: "Ce livre est en vente sur le marché.",
  addToCart: "Ajouter au panier",
  addBookToCart: (title: string) => `Ajouter au panier : ${title}`,
  seeInMarket: "Le voir sur le marché",
  price: (price: string) => `Prix : ${price}`,
};
export default fr;
