import { priceRatingTexts } from "@heritage/domain/price-rating-texts";
import { localized } from "../lib/i18n/localized.ts";

/**
 * Texts of the app's shell (navigation, footer, menus, language switcher) and of the shared UI
 * primitives, in English; Kinyarwanda and French beside it (shared-texts.rw.ts, shared-texts.fr.ts).
 */
const en = {
  documentTitle: "Digital Heritage Platform · Rwandan & African cultural heritage",
  language: {
    label: "Language",
  },
  brandTagline: "Rwanda & Africa",
  nav: {
    main: "Main",
    mainMenu: "Main menu",
    home: "Home",
    about: "About Us",
    resources: "Resources",
    market: "Marketplace",
    elearning: "E-Learning",
    involved: "Get involved",
    logIn: "Log In",
    signUp: "Sign Up",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    skipToContent: "Skip to content",
    loadingPage: "Loading page",
  },
  account: {
    signedInAs: "Signed in as",
    account: "Account",
    userMenuFor: "User menu for",
    profile: "Profile",
    orders: "Orders",
    wishlist: "My wishlist",
    adminDashboard: "Admin dashboard",
    logout: "Logout",
    logoutNote: "You will need to sign in again to see your cart and orders.",
    logOut: "Log out",
    loggingOut: "Logging out...",
    myContent: "My Content",
    creatorPending: "Creator application: waiting",
    creatorDeclined: "Creator application: declined",
  },
  auth: {
    quote: "“A people that knows where it comes from knows where it is going.”",
    panel: "Join a community keeping Rwanda’s crafts, languages and memories alive, one story at a time.",
  },
  routeError: {
    title: "Something went wrong",
    note: "This page could not be shown. Reloading usually fixes it.",
    reload: "Reload page",
    home: "Go back home",
  },
  ui: {
    quantity: "Quantity",
    decreaseQuantity: "Decrease quantity",
    increaseQuantity: "Increase quantity",
    cancel: "Cancel",
    close: "Close",
    dismiss: "Dismiss",
    loading: "Loading",
    errorTitle: "Something went wrong",
    tryAgain: "Try Again",
    pagination: "Pagination",
    previousPage: "Previous page",
    nextPage: "Next page",
    page: (page: number) => `Page ${page}`,
    previousSlide: "Previous slide",
    nextSlide: "Next slide",
    goToSlide: (slide: number) => `Go to slide ${slide}`,
    slideOf: (slide: number, count: number) => `${slide} of ${count}`,
    pause: "Pause slideshow",
    play: "Play slideshow",
    showPassword: "Show password",
    hidePassword: "Hide password",
    portraitOf: (name: string) => `Portrait placeholder for ${name}`,
    ...priceRatingTexts,
  },
};

export const sharedTexts = localized(en, {
  rw: () => import("./shared-texts.rw.ts"),
  fr: () => import("./shared-texts.fr.ts"),
});
export type SharedTextsSource = typeof en;
