import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of a product's reviews in the details dialog, in English; Kinyarwanda and
 * French beside it (reviews-texts.rw.ts, reviews-texts.fr.ts). Loaded with the reviews' chunk.
 */
const en = {
  title: "Reviews",
  count: (n: number) => `${n} review${n === 1 ? "" : "s"}`,
  loading: "Loading reviews",
  loadFailed: "The reviews could not be loaded.",
  retry: "Retry",
  none: "No reviews yet.",
  sort: "Sort reviews",
  sorts: { newest: "Newest", helpful: "Most helpful" },
  pages: "Review pages",
  verified: "Verified purchase",
  edited: "Edited",
  stars: (n: number) => `${n} out of 5 stars`,
  writtenIn: { rw: "Written in Kinyarwanda", en: "Written in English", fr: "Written in French" },
  helpful: (n: number) => `Helpful (${n})`,
  markedHelpful: (n: number) => `You found this helpful (${n})`,
  yours: "Your review",
  rateIt: "Rate this product",
  rating: "Your rating",
  body: "Your review (optional)",
  bodyHint: "What did you like, or not? At most 2,000 characters; no HTML.",
  submit: "Publish review",
  submitting: "Publishing...",
  update: "Save changes",
  updating: "Saving...",
  edit: "Edit your review",
  cancel: "Cancel",
  editableUntil: (date: string) => `You can edit it until ${date}.`,
  hidden: "A moderator hid your review. Only you can see it.",
  hiddenReason: (reason: string) => `Reason: ${reason}`,
  saved: "Thank you! Your review is published.",
  notEligible: "Only shoppers whose order of this product was delivered can review it.",
};

const texts = localized(en, {
  rw: () => import("./reviews-texts.rw.ts"),
  fr: () => import("./reviews-texts.fr.ts"),
});
export type ReviewsTextsSource = typeof en;
export const REVIEWS_TEXT = texts;
