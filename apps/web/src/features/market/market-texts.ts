import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of the market's first screen (header, hero, sub-navigation, delivery block); what appears only
 * later (the listing, a product's dialog, the phone menu) is in market-detail-texts.ts, so that its
 * translation is not part of /market's first render (decision 100). Texts of the market screens that docs/product.md does not fix (headings, labels, hints), in English;
 * Kinyarwanda and French beside it (market-texts.rw.ts, market-texts.fr.ts). docs/product.md texts come from the
 * shared messages (lib/i18n/messages.ts).
 */
const en = {
  market: {
    allCategories: "All",
    categoryPickerLabel: "Category",
    searchLabel: "Search products",
    searchButton: "Search",
    suggestionsLabel: "Suggestions",
    suggestedProducts: "Products",
    suggestedCategories: "Categories",
    suggestionsCount: (count: number) =>
      count === 0
        ? "No suggestions"
        : `${count} ${count === 1 ? "suggestion" : "suggestions"}, use the up and down arrows to choose`,
    suggestionsFailed: "Suggestions are not available just now: press Enter to search",
    cart: "Cart",
    cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
    openMenu: "Open menu",
    closeMenu: "Close menu",
    login: "Login",
    register: "Register",
    home: "Home",
    countryLabel: "Country and currency",
    country: "Rwanda, RWF",
    shipTo: "Ship to",
    categoriesHeading: "Categories",
    featuredHeading: "Featured pieces",
    recommended: "Recommended Items",
    recommendedNote: "Handpicked heritage pieces from across Rwanda.",
    skipToProducts: "Skip to products",
    pageHeading: "Marketplace",
    viewDetailsShort: "View details",
    /** Read after "View details" by screen readers only. */
    ofProduct: (name: string) => ` of ${name}`,
    account: "Account",
    userMenuFor: "User menu for",
    marketNav: "Market",
    loadingProducts: "Loading products",
    promos: {
      promoCode: "Promo code",
      firstPurchase: "First Purchase",
      /** The advertised code as the admin set it (/api/config), never a fixed text. */
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
} as const;

const texts = localized(en, {
  rw: () => import("./market-texts.rw.ts"),
  fr: () => import("./market-texts.fr.ts"),
});
export type MarketTextsSource = typeof en;
export const marketTexts = texts.market;
