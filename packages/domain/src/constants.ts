/** Business constants of product §9. */
export const PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 100;
export const MAX_PRODUCT_IMAGES = 10;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const LISTING_THUMBNAILS = 4;
export const NEW_ARRIVAL_DAYS = 7;
/**
 * Upper bounds of what one product or cart line can say: the dearest heritage
 * piece is far below 100 million francs, and a line of 1,000 is more than any shopper orders; an
 * order total is a bigint, so no sum of these can overflow it.
 */
export const MAX_PRICE_RWF = 100_000_000;
export const MAX_STOCK = 1_000_000;
export const MAX_LINE_QUANTITY = 1_000;
export const PRICE_SLIDER = { min: 0, max: 100_000, step: 1_000 } as const;

export const LOGIN_MAX_ATTEMPTS = 5;
export const LOGIN_LOCK_MINUTES = 5;
export const CAPTCHA_POSITIONS = 7;

export const TIMINGS_MS = {
  newsletterConfirm: 3000,
  toast: 3000,
  quoteSimulation: 2000,
  categorySuccess: 1000,
  productSuccessClose: 1500,
  checkoutProcessing: 1000,
  captchaErrorFlash: 1000,
  featuredCarousel: 5000,
  categoryCarousel: 5000,
  partnerCarousel: 4000,
  masterpiecesCarousel: 4000,
} as const;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export const CONDITIONS = ["new", "used", "refurbished"] as const;
export type Condition = (typeof CONDITIONS)[number];

export const USER_TYPES = ["user", "admin"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LISTING_FILTERS = ["all", "featured", "new", "sale"] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];

export const PRODUCT_ORDERINGS = ["featured", "price", "-price", "newest", "top_rated"] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export const QUOTE_UNITS = ["Pcs", "Kg", "Liters", "Meters", "Boxes", "Sets", "Tons", "Pallets"] as const;

export const GALLERY_CATEGORIES = [
  "All",
  "Traditional Dance",
  "Handicrafts",
  "Landscapes",
  "Historical Art",
  "Festivals",
] as const;
export const MUSEUM_CATEGORIES = ["All", "Historical", "Cultural", "History", "Memorial", "Art"] as const;
/** The categories a museum can have (the list's chips without "All"). */
export const MUSEUM_CATEGORY_VALUES = ["Historical", "Cultural", "History", "Memorial", "Art"] as const;
export const EXHIBITION_TYPES = ["tour", "experience", "exhibition"] as const;
export const ADMIN_SECTIONS = [
  "dashboard",
  "categories",
  "products",
  "customers",
  "orders",
  "carts",
  "reviews",
  "collections",
  "courses",
  "jobs",
  // The emails written while no SMTP server is configured (decision 172).
  "outbox",
  "creators",
  "settings",
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
