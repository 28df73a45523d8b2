import { localized } from "../../../lib/i18n/localized.ts";

/** Texts of /wishlist, in English; Kinyarwanda and French beside it. */
const en = {
  title: "My wishlist",
  pageTitle: "My wishlist · Digital Heritage Platform",
  intro: "The pieces you saved with the heart. Move one to your cart when you are ready.",
  loading: "Loading your wishlist",
  loadFailed: "Failed to load your wishlist. Please try again.",
  retry: "Try Again",
  empty: "Your wishlist is empty",
  emptyNote: "Tap the heart on a piece in the marketplace to keep it here.",
  browse: "Browse the Marketplace",
  moveToCart: "Move to cart",
  moving: "Moving...",
  remove: "Remove",
  removeFrom: (name: string) => `Remove ${name} from your wishlist`,
  moveToCartNamed: (name: string) => `Move ${name} to your cart`,
  moved: (name: string) => `${name} is in your cart`,
  removed: (name: string) => `${name} removed from your wishlist`,
  failed: "Something went wrong. Please try again.",
  viewCart: "View cart",
  adminNote: "Wishlists belong to shopper accounts.",
} as const;

export type WishlistTextsSource = typeof en;
export const wishlistTexts = localized(en, {
  rw: () => import("./wishlist-texts.rw.ts"),
  fr: () => import("./wishlist-texts.fr.ts"),
});
