import { localized } from "../../lib/i18n/localized.ts";

/**
 * The texts of /about (our story, contact, terms of use, privacy) and of /involved, in English;
 * Kinyarwanda and French beside it (about-texts.rw.ts, about-texts.fr.ts). Addresses, numbers and
 * figures stay in the components.
 */
const en = {
  about: {
    title: "About us · Digital Heritage Platform",
    eyebrow: "About us",
    heading: "Heritage belongs to the people who carry it",
    intro:
      "We are a Kigali-based team of archivists, teachers, artisans and engineers building a shared home for Rwandan and African cultural heritage.",
    storyTitle: "Our story",
    story: [
      "It started with a box of photographs. A family in Nyanza had kept pictures of their grandparents’ wedding, of cattle, of a royal drum ceremony — but no one alive could name everyone in them. We realised how much of our history sits in boxes like that, and in the memories of a few elders.",
      "So we began recording: the names in the photographs, the songs that went with the ceremonies, the way an Agaseke (a lidded basket woven from sisal and sweetgrass) is started, the cow-dung relief of Imigongo panels from Nyakarambi. Today the platform brings that work together with museums, schools and makers across the region.",
      "We work with consent. Communities decide what is shared openly, what is shared with context, and what stays with them. Makers set their own prices and are paid directly.",
    ],
    figures: {
      assets: "cultural assets described and preserved",
      communities: "communities taking part",
      countries: "countries reached",
      makers: "makers and suppliers in the marketplace",
    },
    contactTitle: "Contact us",
    contactNote:
      "Questions about an order, a collection or a partnership? We answer within one working day, in Kinyarwanda, English or French.",
    waysToGetInvolved: "Ways to get involved",
  },
  terms: {
    title: "Terms of use",
    items: [
      "Content in the repository stays the heritage of the community it comes from; credit it when you share it.",
      "Sellers describe their pieces honestly, including condition (new, used or refurbished) and origin.",
      "Prices are in Rwandan francs. Orders are confirmed with the seller before payment.",
      "Respect sacred and sensitive material: some items are shown with context and cannot be downloaded.",
    ],
  },
  privacy: {
    title: "Privacy",
    items: [
      "We keep only what an account needs: your name, username, email and your orders.",
      "Passwords are stored hashed; we never see or send them.",
      "Your session stays in this browser. Without “Remember me” it ends when you close the browser.",
      "We do not sell data or show third-party advertising. Ask us at hello@heritage.rw to delete your account.",
    ],
  },
  involved: {
    title: "Get involved · Digital Heritage Platform",
    eyebrow: "Get involved",
    heading: "Everyone has something to add",
    intro: "A photograph, a song, a basket, a lesson or a collection: here is how you can take part.",
    contribute: {
      title: "Contribute content",
      lead: "Share what your family or community holds — with its names, places and meaning.",
      steps: [
        "Create a free account and tell us which community or region you are sharing from.",
        "Upload photographs, recordings or documents, and describe who and what they show.",
        "Our archivists review each item with you before it is published, and credit you by name.",
      ],
      action: "Create an account",
    },
    sell: {
      title: "Become a seller",
      lead: "Artisans and cooperatives sell directly to buyers in Rwanda and abroad, priced in Rwandan francs.",
      steps: [
        "Register and write to us with a few photographs of your work and where it is made.",
        "We visit or call to agree on descriptions, stock and delivery (same-day in Kigali, 2–3 days nationwide).",
        "Your pieces appear in the marketplace; you are paid by mobile money or bank transfer.",
      ],
      action: "See the marketplace",
    },
    partners: {
      title: "Partner institutions",
      lead: "Museums, archives, libraries, universities and schools can publish and teach with us.",
      steps: [
        "Publish digitized collections with your own catalogue numbers and rights statements.",
        "Build courses from your collections for students in Kinyarwanda, English or French.",
        "Join joint digitization days in districts where material is most at risk.",
      ],
      action: "Write to our partnerships team",
    },
  },
};

export const aboutTexts = localized(en, {
  rw: () => import("./about-texts.rw.ts"),
  fr: () => import("./about-texts.fr.ts"),
});
export type AboutTextsSource = typeof en;
