import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of the market screens that docs/product.md does not fix (headings, labels, hints), in English;
 * Kinyarwanda and French beside it (market-texts.rw.ts, market-texts.fr.ts). docs/product.md texts come from the
 * shared messages (lib/i18n/messages.ts).
 */
const en = {
  market: {
    allCategories: "All",
    categoryPickerLabel: "Category",
    searchLabel: "Search products",
    searchButton: "Search",
    closeSearch: "Close search",
    searchResultsFor: (term: string) => `Results for “${term}”`,
    suggestionsLabel: "Suggestions",
    suggestedProducts: "Products",
    suggestedCategories: "Categories",
    suggestionsCount: (count: number) =>
      count === 0
        ? "No suggestions"
        : `${count} ${count === 1 ? "suggestion" : "suggestions"}, use the up and down arrows to choose`,
    cart: "Cart",
    cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
    openMenu: "Open menu",
    closeMenu: "Close menu",
    login: "Login",
    register: "Register",
    myOrders: "My Orders",
    profile: "Profile",
    logout: "Logout",
    home: "Home",
    countryLabel: "Country and currency",
    country: "Rwanda, RWF",
    shipTo: "Ship to",
    categoriesHeading: "Categories",
    featuredHeading: "Featured pieces",
    recommended: "Recommended Items",
    recommendedNote: "Handpicked heritage pieces from across Rwanda.",
    browseCategories: "Shop by category",
    seeAll: (count: number) => `See all ${count}`,
    seeAllIn: (category: string, count: number) => `See all ${count} in ${category}`,
    skipToProducts: "Skip to products",
    pageHeading: "Marketplace",
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
    viewDetailsShort: "View details",
    /** Read after "View details" by screen readers only. */
    ofProduct: (name: string) => ` of ${name}`,
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
    account: "Account",
    userMenuFor: "User menu for",
    marketNav: "Market",
    loadingProducts: "Loading products",
    promos: {
      promoCode: "Promo code",
      firstPurchase: "First Purchase",
      /** Issue 23: the advertised code as the admin set it (/api/config), never a fixed text. */
      codeOff: (code: string, off: string, firstOrder: boolean) =>
        `Use code ${code} for ${off} off your ${firstOrder ? "first order" : "order"}.`,
      support: "Expert Support",
      supportText: "Questions about a piece? Our team answers on WhatsApp.",
      limited: "Limited Edition",
      limitedText: "One-of-a-kind Imigongo and Agaseke made by master artisans.",
    },
    features: {
      heading: "Delivery and payment",
      freeShipping: "Free shipping",
      freeShippingText: (amount: string) => `On orders from ${amount}.`,
      delivery: "Delivery",
      deliveryFrom: (amount: string) => `From ${amount}, computed at checkout for your district.`,
      fastDelivery: "Delivery time",
      days: (min: number, max: number) =>
        max === 0
          ? "The same day."
          : min === max
            ? `${max} day${max === 1 ? "" : "s"}.`
            : `${min} to ${max} days.`,
      abroad: "We also deliver abroad.",
      whatsapp: "Support on WhatsApp",
      whatsappText: "Talk to us before and after you buy.",
      waysToPay: "Ways to pay",
      whatsappPay: "Order on WhatsApp",
      mtn: "MTN MoMo",
      airtel: "Airtel Money",
    },
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
  rw: () => import("./market-texts.rw.ts"),
  fr: () => import("./market-texts.fr.ts"),
});
export type MarketTextsSource = typeof en;
export const marketTexts = texts.market;
export const filterLabels = texts.filters;
export const orderingLabels = texts.ordering;
export const conditionLabels = texts.conditions;
