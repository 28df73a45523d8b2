import { localized } from "../../../../lib/i18n/localized.ts";

/** Texts of a product's story in the admin's product form (decision 164); rw and fr beside it. */
const en = {
  title: "The story behind this piece",
  intro:
    "Its maker and the repository items of its tradition. Sacred items and items labelled Non-Commercial cannot be linked: the server says why.",
  loading: "Loading the product's story",
  loadFailed: "The product's story could not be loaded.",
  retry: "Try Again",
  maker: "Maker",
  noMaker: "No maker named",
  items: "Linked repository items",
  noItems: "No item linked yet.",
  remove: (title: string) => `Unlink ${title}`,
  search: "Find an item to link",
  add: (title: string) => `Link ${title}`,
  save: "Save the story",
  saving: "Saving…",
  saved: "Story saved",
  saveFailed: "The story could not be saved.",
} as const;

export const STORY_ADMIN_TEXT = localized(en, {
  rw: () => import("./story-admin-texts.rw.ts"),
  fr: () => import("./story-admin-texts.fr.ts"),
});
export type StoryAdminTextsSource = typeof en;
