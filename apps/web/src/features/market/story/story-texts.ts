import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of "The story behind this piece" in a product's details, in English; Kinyarwanda
 * and French beside it. Loaded with the story's chunk.
 */
const en = {
  title: "The story behind this piece",
  madeBy: "Made by",
  community: "Community",
  practice: "Tradition",
  makerPage: (name: string) => `${name}, maker's page`,
  fromTradition: "From the tradition, in the repository",
} as const;

export const STORY_TEXT = localized(en, {
  rw: () => import("./story-texts.rw.ts"),
  fr: () => import("./story-texts.fr.ts"),
});
export type StoryTextsSource = typeof en;
