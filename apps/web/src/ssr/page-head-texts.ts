import { localized } from "../lib/i18n/localized.ts";

/**
 * What a page says of itself to search engines and link previews (decision 228), in English;
 * Kinyarwanda and French beside it (page-head-texts.rw.ts, page-head-texts.fr.ts).
 */
const en = {
  siteName: "Digital Heritage Platform",
  siteDescription:
    "Digital Heritage Platform: an online community that digitizes, preserves and celebrates Rwandan and African cultural heritage.",
  home: "Home",
  repository: "Digital Repository",
  elearning: "E-Learning",
  market: "Marketplace",
  descriptions: {
    about:
      "Who we are: a Kigali-based team of archivists, teachers, artisans and engineers building a shared home for Rwandan and African cultural heritage.",
    involved: "Volunteer, contribute records, sell your crafts or partner with us to keep heritage alive.",
    market:
      "Buy Rwandan and African crafts, art and books directly from their makers, priced in Rwandan francs.",
    resources: "Galleries, museums, libraries and collections of Rwandan and African cultural heritage.",
    elearning: "Free courses on Rwandan history, language, crafts and culture, with certificates.",
    login: "Log in to your Digital Heritage Platform account.",
    register: "Create a Digital Heritage Platform account to buy, learn and contribute.",
  },
};

export const pageHeadTexts = localized(en, {
  rw: () => import("./page-head-texts.rw.ts"),
  fr: () => import("./page-head-texts.fr.ts"),
});

export type PageHeadTextsSource = typeof en;
