import { localized } from "../../../lib/i18n/localized.ts";

/** Texts of the admin's review moderation, in English; rw and fr beside it. */
const en = {
  intro: "Reviews written by buyers. Hide one that breaks the rules; its author sees your reason.",
  filter: "Show",
  filters: { all: "All reviews", published: "Published", hidden: "Hidden" },
  loading: "Loading reviews",
  loadFailed: "The reviews could not be loaded.",
  retry: "Retry",
  empty: "No reviews here.",
  results: (n: number) => `${n} review${n === 1 ? "" : "s"}`,
  pages: "Review pages",
  product: "Product",
  by: (author: string) => `by ${author}`,
  stars: (n: number) => `${n}/5`,
  noText: "(rating only)",
  hiddenBecause: (reason: string) => `Hidden: ${reason}`,
  hide: "Hide",
  hideTitle: "Hide this review",
  reason: "Reason (the author reads it)",
  confirmHide: "Hide review",
  hiding: "Hiding...",
  publish: "Publish again",
  hidden: "Review hidden",
  published: "Review published",
  failed: "The review could not be changed.",
  cancel: "Cancel",
};

const texts = localized(en, {
  rw: () => import("./moderation-texts.rw.ts"),
  fr: () => import("./moderation-texts.fr.ts"),
});
export type ModerationTextsSource = typeof en;
export const MODERATION_TEXT = texts;
