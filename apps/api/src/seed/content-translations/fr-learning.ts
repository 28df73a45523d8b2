import type { RecordTexts } from "./types.ts";

/** E-learning and the historical figures in French, keyed as the seed names them. */
export const frLearning: RecordTexts = {
  courseCategories: {
    kinyarwanda: {
      name: "Langue kinyarwanda",
      description:
        "Salutations, proverbes et conversation de tous les jours dans la langue que parlent tous les Rwandais.",
    },
    history: {
      name: "Histoire du Rwanda",
      description: "Le royaume, la période coloniale, l'indépendance et le pays depuis 1994.",
    },
    music: {
      name: "Musique et instruments",
      description: "Les tambours Ingoma, la cithare Inanga, l'arc Umuduri et les chants qu'ils portent.",
    },
    dance: {
      name: "Danse traditionnelle",
      description: "L'Intore, l'Umushagiriro, les danses de la cour royale et celles des villages.",
    },
    crafts: {
      name: "Artisanat et vannerie",
      description: "Paniers Agaseke, art en relief Imigongo, poterie et travail du bois.",
    },
    "oral-literature": {
      name: "Littérature orale",
      description: "Contes, devinettes, proverbes et poésie de la cour.",
    },
    food: {
      name: "Cuisine et hospitalité",
      description:
        "Le lait, le sorgho et la banane : les nourritures des collines et les coutumes du partage.",
    },
    "heritage-sites": {
      name: "Sites du patrimoine",
      description: "Musées, palais et mémoriaux, et comment les visiter en connaissance de cause.",
    },
  },
  courses: {
    "Kinyarwanda for Beginners": {
      title: "Le kinyarwanda pour débutants",
      duration: "4 semaines",
      description: "Saluer, se présenter et compter jusqu'à cent en quatre semaines.",
    },
    "Proverbs and Their Meanings": {
      title: "Les proverbes et leur sens",
      duration: "2 semaines",
      description: "Trente proverbes rwandais (imigani) expliqués, avec quand et comment les employer.",
    },
    "The Kingdom of Rwanda": {
      title: "Le royaume du Rwanda",
      duration: "6 semaines",
      description:
        "Des premiers rois à la fin de la monarchie en 1961, à travers les histoires orales et les sources.",
    },
    "Colonial Rwanda, 1897–1962": {
      title: "Le Rwanda colonial, 1897–1962",
      duration: "5 semaines",
      description:
        "Les dominations allemande puis belge, et comment elles ont transformé les institutions du pays.",
    },
    "Remembering 1994 with Care": {
      title: "Se souvenir de 1994 avec respect",
      duration: "3 semaines",
      description:
        "L'histoire du génocide perpétré contre les Tutsi, sa commémoration, et comment en parler avec respect.",
    },
    "Playing the Inanga": {
      title: "Jouer de l'Inanga",
      duration: "6 semaines",
      description: "Tenir, accorder et jouer de la cithare en auge, et accompagner un chant simple.",
    },
    "Ingoma: the Drums of Rwanda": {
      title: "Ingoma : les tambours du Rwanda",
      duration: "4 semaines",
      description: "Les rythmes de base d'un ensemble de tambours et le rôle de chaque tambour.",
    },
    "Intore Dance Foundations": {
      title: "Les bases de la danse Intore",
      duration: "5 semaines",
      description: "Posture, jeu de pieds et premières séquences de la danse des guerriers.",
    },
    "Umushagiriro, the Cattle Dance": {
      title: "Umushagiriro, la danse des vaches",
      duration: "3 semaines",
      description: "Les gracieux mouvements de bras qui imitent les cornes des vaches Inyambo.",
    },
    "Weaving an Agaseke": {
      title: "Tresser un Agaseke",
      duration: "4 semaines",
      description:
        "Monter en spirale le sisal et l'herbe odorante pour faire un petit panier à couvercle, du premier rang au couvercle.",
    },
    "Imigongo at Home": {
      title: "L'Imigongo chez soi",
      duration: "3 semaines",
      description: "Les motifs de l'Imigongo, et comment modeler et peindre un petit panneau en relief.",
    },
    "Tales of the Hills": {
      title: "Contes des collines",
      duration: "2 semaines",
      description: "Des contes populaires classiques, dont l'histoire de Ndabaga, et ce qu'ils enseignent.",
    },
    "Court Poetry": {
      title: "La poésie de cour",
      duration: "4 semaines",
      description: "Les poèmes d'éloge et la poésie dynastique récités à la cour royale.",
    },
    "The Rwandan Table": {
      title: "La table rwandaise",
      duration: "3 semaines",
      description: "Isombe, ibihaza et ikivuguto : cuisiner et partager les plats des collines.",
    },
    "Visiting Rwanda's Museums": {
      title: "Visiter les musées du Rwanda",
      duration: "2 semaines",
      description: "Ce que conserve chaque musée national et comment préparer sa visite.",
    },
    "The Landscapes of Heritage": {
      title: "Les paysages du patrimoine",
      duration: "3 semaines",
      description: "Volcans, lacs et collines, et les histoires qui s'y rattachent.",
    },
  },
  instructors: {
    "Josiane Mukeshimana": { role: "Professeure de kinyarwanda" },
    "Emmanuel Twagirayezu": { role: "Historien" },
    "Solange Umutoni": { role: "Vannière et formatrice en artisanat" },
    "Innocent Hakizimana": { role: "Tambourinaire et musicien" },
    "Vestine Nyiraneza": { role: "Professeure de danse" },
  },
  figures: {
    "Mutara III Rudahigwa": {
      era: "Roi, 1931–1959",
      description:
        "Il fit bâtir le palais de Nyanza dans les années 1930 et abolit en 1954 l'ubuhake, le contrat de clientèle pastorale.",
    },
    "Kigeli IV Rwabugiri": {
      era: "Roi, v. 1853–1895",
      description:
        "Un roi guerrier dont les campagnes étendirent l'influence du royaume à la fin du XIXe siècle.",
    },
    "Ruganzu II Ndori": {
      era: "Roi, XVIIe siècle",
      description:
        "La tradition orale se souvient de lui comme du roi qui restaura le royaume après une période d'invasion et de famine.",
    },
    "Alexis Kagame": {
      era: "1912–1981",
      description:
        "Prêtre, historien et poète qui recueillit la poésie de cour et les histoires orales du Rwanda.",
    },
    "Richard Kandt": {
      era: "1867–1918",
      description: "Médecin et explorateur allemand qui établit le poste de Kigali en 1907.",
    },
    Ndabaga: {
      era: "Tradition orale",
      description:
        "L'héroïne d'un conte bien connu, une jeune femme qui se forma comme guerrier pour ramener son père à la maison.",
    },
  },
};
