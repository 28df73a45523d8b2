import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of the market that its first screen does not show: the product listing and its filters, a
 * product's dialog, cards, the wishlist button, the sign-in prompt, the phone and account menus. They load
 * with the chunks that show them, not with /market's first render (decision 100); market-texts.ts holds
 * the first screen's. Kinyarwanda and French beside it (market-detail-texts.rw.ts, .fr.ts).
 */
const en = {
  market: {
    closeSearch: "Close search",
    searchResultsFor: (term: string) => `Results for “${term}”`,
    myOrders: "My Orders",
    profile: "Profile",
    logout: "Logout",
    browseCategories: "Shop by category",
    seeAll: (count: number) => `See all ${count}`,
    seeAllIn: (category: string, count: number) => `See all ${count} in ${category}`,
    productsCount: (count: number) => `${count} ${count === 1 ? "product" : "products"}`,
    filtersLabel: "Filter products",
    sortLabel: "Sort by",
    viewLabel: "View",
    gridView: "Grid view",
    listView: "List view",
    minPriceLabel: "Minimum price",
    minPriceValue: (price: string) => `From ${price}`,
    resetFilters: "Reset Filters",
    retry: "Try Again",
    reloadPage: "Reload page",
    addToCart: "Add to Cart",
    adding: "Adding...",
    viewDetails: (name: string) => `View details of ${name}`,
    addToWishlist: (name: string) => `Add ${name} to wishlist`,
    removeFromWishlist: (name: string) => `Remove ${name} from wishlist`,
    condition: "Condition",
    category: "Category",
    description: "Description",
    noDescription: "No description yet.",
    productNotFound: "This product could not be found. It may have been removed.",
    signInTitle: "Sign in to shop",
    signInToAdd: (name: string) => `Sign in or create an account to add ${name} to your cart.`,
    logInToBuy: "Log in to buy",
    signInAction: "Log In",
    registerAction: "Create account",
    cancel: "Cancel",
    imageOf: (name: string, index: number) => `${name}, picture ${index}`,
    pagesOf: (label: string) => `${label}: pages`,
    marketMenu: "Market menu",
    featured: "Featured",
  },
  filters: {
    all: "All",
    featured: "Featured",
    new: "New Arrivals",
    sale: "On Sale",
  },
  ordering: {
    featured: "Featured",
    price: "Price: Low to High",
    "-price": "Price: High to Low",
    newest: "Newest",
    top_rated: "Top Rated",
  },
  conditions: { new: "New", used: "Used", refurbished: "Refurbished" },
} as const;

const texts = localized(en, {
  rw: () => import("./market-detail-texts.rw.ts"),
  fr: () => import("./market-detail-texts.fr.ts"),
});
export type MarketDetailTextsSource = typeof en;
export const marketDetailTexts = texts.market;
export const filterLabels = texts.filters;
export const orderingLabels = texts.ordering;
export const conditionLabels = texts.conditions;
