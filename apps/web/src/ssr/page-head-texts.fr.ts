import type { Translation } from "@heritage/domain/i18n/translation";
import type { PageHeadTextsSource } from "./page-head-texts.ts";

const fr: Translation<PageHeadTextsSource> = {
  siteName: "Digital Heritage Platform",
  siteDescription:
    "Digital Heritage Platform : une communauté en ligne qui numérise, préserve et célèbre le patrimoine culturel du Rwanda et de l’Afrique.",
  home: "Accueil",
  repository: "Fonds numérique",
  elearning: "Formations",
  market: "Marché",
  descriptions: {
    about:
      "Qui nous sommes : une équipe de Kigali, archivistes, enseignants, artisans et ingénieurs, qui bâtit une maison commune pour le patrimoine culturel du Rwanda et de l’Afrique.",
    involved:
      "Devenez bénévole, versez des documents, vendez vos créations ou devenez partenaire pour faire vivre le patrimoine.",
    market:
      "Achetez l’artisanat, l’art et les livres du Rwanda et de l’Afrique directement à leurs créateurs, en francs rwandais.",
    resources:
      "Galeries, musées, bibliothèques et collections du patrimoine culturel du Rwanda et de l’Afrique.",
    elearning:
      "Des cours gratuits sur l’histoire, la langue, l’artisanat et la culture du Rwanda, avec certificats.",
    login: "Connectez-vous à votre compte Digital Heritage Platform.",
    register: "Créez un compte Digital Heritage Platform pour acheter, apprendre et contribuer.",
  },
};

export default fr;
