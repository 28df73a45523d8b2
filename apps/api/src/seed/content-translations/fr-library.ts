import type { RecordTexts } from "./types.ts";

/** The library, the heritage events, partners and testimonials in French. */
export const frLibrary: RecordTexts = {
  books: {
    "Stories of the Thousand Hills": {
      title: "Contes des mille collines",
      description:
        "Vingt contes populaires racontés pour les jeunes lecteurs, chacun avec une note sur le lieu où il a été recueilli.",
    },
    "The Weaver's Daughter": {
      title: "La fille de la vannière",
      description: "Un roman sur trois générations de vannières du Bugesera.",
    },
    "Imigongo: Patterns of the East": {
      title: "Imigongo : motifs de l'Est",
      description:
        "Un guide illustré des motifs de l'art en relief Imigongo et des femmes qui l'ont fait renaître.",
    },
    "Songs for the Inanga": {
      title: "Chants pour l'Inanga",
      description:
        "Les paroles et une notation simple de douze chants traditionnellement accompagnés à la cithare en auge.",
    },
    "A Kinyarwanda Phrasebook": {
      title: "Guide de conversation kinyarwanda",
      description: "Expressions courantes, salutations et proverbes, avec leur prononciation.",
    },
    "Milk, Sorghum and Banana": {
      title: "Lait, sorgho et banane",
      description: "Recettes et usages de la table de toutes les régions du pays.",
    },
  },
  articles: {
    "Imigongo: from cattle to canvas": {
      title: "Imigongo : du bétail à la toile",
      description:
        "Comment un art modelé dans la bouse de vache à Nyakarimbi est devenu l'un des motifs les plus connus du Rwanda.",
    },
    "Why Umuganura still matters": {
      title: "Pourquoi l'Umuganura compte toujours",
      description: "La fête des prémices, son sens dans le royaume, et son retour comme journée nationale.",
    },
    "The Inanga and the sung histories": {
      title: "L'Inanga et les histoires chantées",
      description: "Comment une cithare à une seule corde a porté la mémoire des rois et des batailles.",
    },
    "Caring for a museum collection": {
      title: "Prendre soin d'une collection de musée",
      description:
        "Ce que font les conservateurs pour préserver de la dégradation les paniers, l'écorce battue et le bois.",
    },
    "Naming a child in Rwanda": {
      title: "Nommer un enfant au Rwanda",
      description: "Le Kwita izina, la cérémonie du nom, et ce que disent les prénoms rwandais.",
    },
  },
  events: {
    "The Nyabingi uprisings": {
      title: "Les soulèvements de Nyabingi",
      period: "1911–1912",
      description:
        "Dans le Nord, les adeptes du culte de l'esprit Nyabingi, menés d'abord par la prêtresse Muhumusa puis par Ndungutse, se soulevèrent contre les puissances coloniales et la cour royale. Les révoltes furent réprimées en 1912.",
    },
    "The battle of Shangi": {
      title: "La bataille de Shangi",
      period: "1896",
      description:
        "Près du lac Kivu, l'armée rwandaise attaqua un poste des forces de l'État indépendant du Congo à Shangi et fut battue : l'un des premiers affrontements armés du royaume avec une force coloniale.",
    },
    "The Rucunshu succession crisis": {
      title: "La crise de succession de Rucunshu",
      period: "1896",
      description:
        "Après la mort du roi Kigeli IV Rwabugiri, son héritier désigné Mibambwe IV Rutarindwa fut renversé à Rucunshu, et Yuhi V Musinga fut placé sur le trône par la famille de sa mère.",
    },
  },
  partners: {
    "Hills Heritage Trust": { description: "Soutient la numérisation des archives communautaires." },
    "Kivu Storytellers Network": {
      description: "Enregistre les contes et les chants des bords du lac Kivu.",
    },
    "Umurage Digital Lab": { description: "Conçoit des outils pour cataloguer les collections culturelles." },
    "Amahoro Arts Foundation": { description: "Finance de jeunes artistes et des coopératives d'artisans." },
    "Inzira Learning Collective": { description: "Conçoit des cours avec des enseignants et des aînés." },
    "Ishami Photo Archive": { description: "Conserve et décrit des photographies historiques." },
    "Intore Youth Ensemble": { description: "Enseigne la danse traditionnelle aux jeunes." },
    "Akabindi Craft Circle": { description: "Met en relation potiers et vanniers avec des acheteurs." },
  },
  testimonials: {
    "Chantal Iradukunda": {
      title: "Enseignante au secondaire, Musanze",
      content:
        "Mes élèves ont découvert ici les musées et les motifs Imigongo avant notre sortie scolaire. Ils sont arrivés à Nyanza en posant déjà de bonnes questions.",
    },
    "Samuel Okello": {
      title: "Chercheur en histoire de l'art africain",
      content:
        "Pouvoir chercher les œuvres par communauté et par catégorie me fait gagner des jours. La mention des droits sur chaque œuvre me dit ce que je peux réutiliser.",
    },
    "Ange Mutesi": {
      title: "Vannière, Bugesera",
      content:
        "J'ai partagé l'histoire de l'Agaseke de notre coopérative, et des gens d'autres pays m'ont écrit pour demander comment les motifs sont faits.",
    },
  },
};
