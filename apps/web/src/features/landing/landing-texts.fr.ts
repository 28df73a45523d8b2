import type { Translation } from "@heritage/domain/i18n/translation";
import type { LandingTextsSource } from "./landing-texts.ts";

const fr: Translation<LandingTextsSource> = {
  hero: {
    eyebrow: "Rwanda et Afrique · Patrimoine numérique",
    title: "Faisons vivre notre patrimoine, ensemble",
    lead: "Une communauté en ligne qui numérise, préserve et partage le patrimoine culturel africain — et avant tout rwandais : les panneaux Imigongo de Kirehe, les paniers Agaseke tressés à Gitarama, les chants de l’Inanga et les histoires de celles et ceux qui les créent.",
    getStarted: "Commencer",
    invite: "Inviter",
    assets: "biens culturels",
    communities: "communautés",
    countries: "pays",
    imageAlt: "Un panneau en relief Imigongo : losanges imbriqués et zigzags noirs, blancs et terre cuite",
  },
  pillars: {
    eyebrow: "Trois piliers",
    title: "Une maison commune pour ce que nous savons, créons et transmettons",
    repository: {
      title: "Fonds numérique",
      text: "Galeries, bibliothèques, musées et archives : photographies, enregistrements et documents, décrits avec les communautés dont ils viennent.",
      cta: "Explorer le fonds",
    },
    market: {
      title: "Boutique",
      text: "Achetez, vendez ou échangez des pièces du patrimoine — objets, vêtements, peintures — directement auprès de leurs créateurs, au prix en francs rwandais.",
      cta: "Visiter la boutique",
    },
    elearning: {
      title: "Formations",
      text: "Des cours sur la culture, le kinyarwanda et la lecture, donnés par des aînés, des historiens et des artistes qui portent ce savoir.",
      cta: "Commencer à apprendre",
    },
  },
  objectives: {
    eyebrow: "Nos objectifs",
    title: "Pourquoi cette plateforme existe",
    lead: "Une grande part du patrimoine rwandais vit dans la mémoire et entre les mains de quelques maîtres. Le numériser ne consiste pas à les remplacer : il s’agit de faire en sorte que leur savoir soit entendu, rémunéré et transmis.",
    items: [
      "Enregistrer ce qui est fragile avant qu’il ne se perde : histoires orales, chants, savoir-faire et objets qui les portent.",
      "Offrir aux créateurs un moyen juste et direct de vendre leur travail, pour que l’artisanat reste un revenu vivant et pas seulement un souvenir.",
      "Rendre le patrimoine facile à apprendre pour les jeunes Rwandais, au pays comme dans la diaspora, en kinyarwanda, en anglais et en français.",
      "Relier musées, archives, écoles et communautés, pour que le savoir soit partagé au lieu d’être dispersé.",
    ],
  },
  values: {
    eyebrow: "Nos valeurs",
    title: "Six engagements qui guident notre travail",
    items: [
      {
        title: "Préserver et protéger",
        text: "Nous numérisons avec soin et avec consentement, en conservant avec chaque fichier l’origine de l’objet, ses créateurs et son sens.",
      },
      {
        title: "Promouvoir et célébrer",
        text: "Nous montrons au monde la créativité rwandaise et africaine, de l’art Imigongo à la danse Intore.",
      },
      {
        title: "Éduquer et apprendre",
        text: "Nous faisons des collections des leçons, pour que enfants, élèves et visiteurs sachent d’où viennent les traditions.",
      },
      {
        title: "Rassembler et relier",
        text: "Nous réunissons aînés, artisans, chercheurs et jeunes dans une même conversation sur ce que nous sommes.",
      },
      {
        title: "Donner les moyens et explorer",
        text: "Nous aidons les créateurs à vivre de leur art et chacun à explorer le patrimoine au-delà de son village ou de son pays.",
      },
      {
        title: "Innover et évoluer",
        text: "Nous utilisons de nouveaux outils — numérisation, archives sonores, cours en ligne — pour que la tradition continue d’avancer.",
      },
    ],
  },
  mission: {
    heading: "Mission et vision",
    missionTitle: "Mission",
    mission:
      "Numériser, préserver et partager le patrimoine culturel du Rwanda et de l’Afrique, et donner aux communautés qui le détiennent les moyens de l’enseigner, de le célébrer et d’en vivre.",
    visionTitle: "Vision",
    vision:
      "Un continent dont le patrimoine est connu, apprécié et transmis — où chaque enfant peut entendre les histoires de ses ancêtres et chaque créateur trouver un acheteur pour son ouvrage.",
  },
  leadership: {
    eyebrow: "Direction",
    title: "Avec leurs mots",
    carousel: "Paroles de la direction",
    leaders: [
      {
        position: "Directrice exécutive",
        quote:
          "Le patrimoine n’est pas ce que l’on garde sous une vitrine. C’est ce qu’une grand-mère enseigne au coin du feu, et nous voulons que cette leçon atteigne chaque écran.",
      },
      {
        position: "Responsable des archives numériques",
        quote:
          "Chaque photographie que nous numérisons porte un nom, une colline et une date. Sans eux, ce n’est qu’une image ; avec eux, c’est notre histoire.",
      },
      {
        position: "Responsable des partenariats avec les artisans",
        quote:
          "Quand une tisserande de Huye vend un Agaseke à une famille de Toronto, deux personnes se rencontrent grâce à un panier. C’est ce marché-là que nous construisons.",
      },
      {
        position: "Responsable de la formation",
        quote:
          "Nos cours partent d’une question que les enfants posent à la maison : d’où venons-nous ? Les réponses méritent les meilleurs enseignants que nous ayons.",
      },
    ],
  },
};

export default fr;
