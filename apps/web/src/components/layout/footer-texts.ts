import { localized } from "../../lib/i18n/localized.ts";

/**
 * The footer's texts (with its newsletter form), in English, with Kinyarwanda and French beside it: a
 * group of their own, so they travel with the footer, which loads after the first view (decision 100),
 * and not with every page's entry.
 */
const en = {
  footer: {
    label: "Footer",
    tagline:
      "A home for Rwandan and African heritage: its objects, stories, languages and the people who keep them alive.",
    contact: "Contact",
    whatsapp: "WhatsApp support, Mon–Sat 8:00–18:00",
    followUs: "Follow us",
    ourApps: "Our apps",
    copyright: (year: number) => `© ${year} Digital Heritage Platform. Made in Kigali.`,
    terms: "Terms of use",
    privacy: "Privacy policy",
    backToTop: "Back to top",
    socialSoon: (network: string) => `${network} page coming soon`,
    appSoon: (store: string) => `${store} app coming soon`,
    soonOnThe: "Soon on the",
    soonOn: "Soon on",
    socialLabel: "Social media, coming soon",
    comingSoon: "coming soon",
    socialPagesSoon: "Our social pages are coming soon.",
    columns: {
      repository: "Digital Repository",
      market: "Marketplace",
      elearning: "E-Learning",
      resources: "Resources",
      support: "Support",
      company: "Company",
    },
    links: {
      exploreRepository: "Explore the repository",
      gallery: "Art gallery",
      museums: "Museums",
      becomeCreator: "Become a creator",
      browseProducts: "Browse products",
      myCart: "My cart",
      myOrders: "My orders",
      sellCraft: "Sell your craft",
      allCourses: "All courses",
      history: "Culture & history",
      kinyarwanda: "Kinyarwanda language",
      teach: "Teach on the platform",
      values: "Our heritage values",
      leadership: "Leadership voices",
      partners: "Partner institutions",
      story: "Our story",
      contactUs: "Contact us",
      createAccount: "Create an account",
      signIn: "Sign in",
      terms: "Terms of use",
      aboutUs: "About us",
      mission: "Mission & vision",
      involved: "Get involved",
      privacy: "Privacy",
    },
  },
  newsletter: {
    title: "Stories in your inbox",
    note: "New collections, courses and makers, once a month.",
    email: "Email address",
    subscribe: "Subscribe",
    subscribed: "Subscribed!",
  },
};

const texts = localized(en, {
  rw: () => import("./footer-texts.rw.ts"),
  fr: () => import("./footer-texts.fr.ts"),
});
export type FooterTextsSource = typeof en;
export const footerTexts = texts.footer;
export const newsletterTexts = texts.newsletter;
