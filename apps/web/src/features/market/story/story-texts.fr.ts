import type { Translation } from "@heritage/domain/i18n/translation";
import type { StoryTextsSource } from "./story-texts.ts";

const fr: Translation<StoryTextsSource> = {
  title: "L’histoire de cette pièce",
  madeBy: "Fait par",
  community: "Communauté",
  practice: "Tradition",
  makerPage: (name: string) => `${name}, page de l’artisan`,
  fromTradition: "De cette tradition, dans le dépôt",
};
export default fr;
