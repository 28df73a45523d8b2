import { localized } from "../../lib/i18n/localized.ts";

/**
 * The landing page's texts (product §2), in English; Kinyarwanda and French beside it
 * (landing-texts.rw.ts, landing-texts.fr.ts). Names, figures and links stay in the components.
 */
const en = {
  hero: {
    eyebrow: "Rwanda & Africa · Digital heritage",
    title: "Keep our heritage alive, together",
    lead: "An online community that digitizes, preserves and shares African — and above all Rwandan — cultural heritage: the Imigongo panels of Kirehe, the Agaseke baskets woven in Gitarama, the songs of the Inanga, and the stories of the people who make them.",
    getStarted: "Get Started",
    invite: "Invite",
    assets: "cultural assets",
    communities: "communities",
    countries: "countries",
    imageAlt: "An Imigongo relief panel: nested diamonds and zigzags in black, white and terracotta",
  },
  pillars: {
    eyebrow: "Three pillars",
    title: "One home for what we know, make and teach",
    repository: {
      title: "Digital Repository",
      text: "Galleries, libraries, museums and archives: photographs, recordings and documents, described with the communities they come from.",
      cta: "Explore the repository",
    },
    market: {
      title: "Marketplace",
      text: "Buy, sell or exchange heritage pieces — artifacts, clothes, paintings — directly from makers, priced in Rwandan francs.",
      cta: "Visit the marketplace",
    },
    elearning: {
      title: "E-Learning",
      text: "Courses on culture, Kinyarwanda and reading, taught by elders, historians and artists who carry the knowledge.",
      cta: "Start learning",
    },
  },
  objectives: {
    eyebrow: "Our objectives",
    title: "Why this platform exists",
    lead: "Much of Rwanda’s heritage lives in memory and in the hands of a few masters. Digitizing it is not about replacing those people — it is about making sure what they know is heard, paid for and passed on.",
    items: [
      "Record what is fragile before it is lost: oral histories, songs, techniques and the objects that hold them.",
      "Give makers a fair and direct way to sell their work, so that crafts remain a living income and not only a memory.",
      "Make heritage easy to learn for young Rwandans at home and in the diaspora, in Kinyarwanda, English and French.",
      "Connect museums, archives, schools and communities, so that knowledge is shared instead of scattered.",
    ],
  },
  values: {
    eyebrow: "Our values",
    title: "Six promises that guide our work",
    items: [
      {
        title: "Preserve & Safeguard",
        text: "We digitize with care and consent, keeping each item's origin, its makers and its meaning alongside the file.",
      },
      {
        title: "Promote & Celebrate",
        text: "We put Rwandan and African creativity in front of the world, from Imigongo art to Intore dance.",
      },
      {
        title: "Educate & Learn",
        text: "We turn collections into lessons, so that children, students and visitors can learn where traditions come from.",
      },
      {
        title: "Engage & Connect",
        text: "We bring elders, artisans, researchers and young people into one conversation about who we are.",
      },
      {
        title: "Empower & Explore",
        text: "We help makers earn from their craft and help everyone explore heritage beyond their own village or country.",
      },
      {
        title: "Innovate & Evolve",
        text: "We use new tools — scanning, audio archives, online courses — so that tradition keeps moving forward.",
      },
    ],
  },
  mission: {
    heading: "Mission and Vision",
    missionTitle: "Mission",
    mission:
      "To digitize, preserve and share the cultural heritage of Rwanda and Africa, and to give the communities who hold it the tools to teach it, celebrate it and live from it.",
    visionTitle: "Vision",
    vision:
      "A continent whose heritage is known, valued and passed on — where every child can hear the stories of their ancestors and every maker can find a buyer for their craft.",
  },
  leadership: {
    eyebrow: "Leadership",
    title: "In their words",
    carousel: "Leadership quotes",
    /** In the order of the leaders' names (leadership-carousel.tsx). */
    leaders: [
      {
        position: "Executive Director",
        quote:
          "Heritage is not what we keep in a glass case. It is what a grandmother teaches at the fireside, and we want that lesson to reach every screen.",
      },
      {
        position: "Head of Digital Archives",
        quote:
          "Every photograph we scan carries a name, a hill and a date. Without them it is only an image; with them it is our history.",
      },
      {
        position: "Artisan Partnerships Lead",
        quote:
          "When a weaver in Huye sells an Agaseke to a family in Toronto, two people meet through a basket. That is the market we are building.",
      },
      {
        position: "Head of Learning",
        quote:
          "Our courses start with a question children ask at home: where do we come from? The answers deserve the best teachers we have.",
      },
    ],
  },
};

export const landingTexts = localized(en, {
  rw: () => import("./landing-texts.rw.ts"),
  fr: () => import("./landing-texts.fr.ts"),
});
export type LandingTextsSource = typeof en;
