import type { Translation } from "@heritage/domain/i18n/translation";
import type { FooterTextsSource } from "./footer-texts.ts";

/** French. */
const fr: Translation<FooterTextsSource> = {
  footer: {
    label: "Pied de page",
    tagline:
      "Une maison pour le patrimoine du Rwanda et de l’Afrique : ses objets, ses récits, ses langues et celles et ceux qui les font vivre.",
    contact: "Contact",
    whatsapp: "Assistance WhatsApp, du lundi au samedi de 8 h à 18 h",
    followUs: "Suivez-nous",
    ourApps: "Nos applications",
    copyright: (year: number) => `© ${year} Digital Heritage Platform. Fait à Kigali.`,
    terms: "Conditions d’utilisation",
    privacy: "Politique de confidentialité",
    backToTop: "Haut de page",
    socialSoon: (network: string) => `Page ${network} bientôt disponible`,
    appSoon: (store: string) => `Application ${store} bientôt disponible`,
    soonOnThe: "Bientôt sur",
    soonOn: "Bientôt sur",
    socialLabel: "Réseaux sociaux, bientôt disponibles",
    comingSoon: "bientôt disponible",
    socialPagesSoon: "Nos pages sur les réseaux sociaux arrivent bientôt.",
    columns: {
      repository: "Fonds numérique",
      market: "Boutique",
      elearning: "Formations",
      resources: "Ressources",
      support: "Aide",
      company: "L’organisation",
    },
    links: {
      exploreRepository: "Explorer le fonds",
      gallery: "Galerie d’art",
      museums: "Musées",
      becomeCreator: "Devenir contributeur",
      browseProducts: "Parcourir les produits",
      myCart: "Mon panier",
      myOrders: "Mes commandes",
      sellCraft: "Vendre votre artisanat",
      allCourses: "Toutes les formations",
      history: "Culture et histoire",
      kinyarwanda: "Langue kinyarwanda",
      teach: "Enseigner sur la plateforme",
      values: "Nos valeurs patrimoniales",
      leadership: "Paroles de dirigeants",
      partners: "Institutions partenaires",
      story: "Notre histoire",
      contactUs: "Nous contacter",
      createAccount: "Créer un compte",
      signIn: "Se connecter",
      terms: "Conditions d’utilisation",
      aboutUs: "À propos de nous",
      mission: "Mission et vision",
      involved: "Participer",
      privacy: "Confidentialité",
    },
  },
  newsletter: {
    title: "Des histoires dans votre boîte mail",
    note: "Nouvelles collections, formations et artisans, une fois par mois.",
    email: "Adresse e-mail",
    subscribe: "S’abonner",
    subscribed: "Abonnement confirmé !",
  },
};

export default fr;
