import type { MuseumTexts } from "./types.ts";

/** The heritage, art and nature museums in French. */
export const frMuseumsHeritage: Record<string, MuseumTexts> = {
  "kings-palace-museum": {
    name: "Musée du Palais royal",
    location: "Rukari, Nyanza, Province du Sud",
    description:
      "La résidence royale reconstituée des rois du Rwanda à Nyanza, à côté du palais construit pour le roi Mutara III Rudahigwa en 1932.",
    long_description:
      "Nyanza devint la capitale royale à la fin du XIXe siècle. Le musée de Rukari présente une reconstitution grandeur nature de la résidence traditionnelle du roi, une grande case en forme de ruche faite de chaume et de roseaux, entourée des cases de l'enclos royal. À côté se dresse le palais de style occidental bâti pour le roi Mutara III Rudahigwa au début des années 1930, où l'on visite les pièces et le mobilier de la fin de la monarchie. Un troupeau d'Inyambo, les vaches aux longues cornes autrefois réservées à la cour, est toujours soigné sur le site, et leurs gardiens chantent les poèmes pastoraux traditionnels.",
    artifacts: {
      "The royal residence": {
        name: "La résidence royale",
        historical_period: "XIXe siècle",
        description:
          "Une reconstitution grandeur nature de la case de chaume du roi, dont l'intérieur est divisé par des cloisons tressées.",
      },
      "Milk vessels of the court": {
        name: "Les vases à lait de la cour",
        historical_period: "XIXe–XXe siècle",
        description:
          "Des pots et couvercles en bois sculpté qui servaient à conserver et à servir le lait dans l'enclos royal.",
      },
      "Inyambo cattle": {
        name: "Les vaches Inyambo",
        historical_period: "Tradition vivante",
        description:
          "Des vaches aux longues cornes de la race autrefois réservée à la cour, élevées sur le site du musée selon les soins traditionnels.",
      },
      "Royal drum": {
        name: "Tambour royal",
        historical_period: "XIXe siècle",
        description:
          "Un tambour du type qui incarnait l'autorité du roi ; les tambours portaient un nom et avaient leurs propres gardiens.",
      },
    },
    gallery: [
      "La case royale de chaume à Rukari",
      "Les collines autour de Nyanza",
      "Les cloisons tressées de la case royale",
    ],
    exhibitions: {
      "Inside the royal enclosure": {
        title: "Dans l'enclos royal",
        duration: "25 min",
        description:
          "Une visite pièce par pièce de la résidence reconstituée et de l'usage de chaque espace.",
      },
      "Songs for the Inyambo": {
        title: "Chants pour les Inyambo",
        duration: "15 min",
        description:
          "Des enregistrements des poèmes chantés au troupeau aux longues cornes, avec leurs paroles et leurs traductions.",
      },
    },
  },
  "ethnographic-museum": {
    name: "Musée ethnographique",
    location: "Huye, Province du Sud",
    description:
      "Ouvert en 1989 à Huye, il abrite dans ses sept salles l'une des plus riches collections ethnographiques d'Afrique.",
    long_description:
      "Le Musée ethnographique de Huye (anciennement Butare) a ouvert en 1989. Ses sept salles suivent la vie quotidienne au Rwanda avant et après la période coloniale : la géologie et la préhistoire de la région, la chasse, l'agriculture et l'élevage, des savoir-faire comme la vannerie, la poterie et le travail du bois, les vêtements d'écorce battue et de peaux, l'architecture traditionnelle, ainsi que les jeux, la musique, la danse et les croyances de la société rwandaise. Des artisans travaillent souvent dans le parc, et des spectacles de danse traditionnelle peuvent être organisés pour les groupes.",
    artifacts: {
      "Agaseke baskets": {
        name: "Paniers Agaseke",
        historical_period: "XIXe–XXe siècle",
        description:
          "Des paniers spiralés à couvercle pointu, du récipient de tous les jours au cadeau de mariage.",
      },
      "Bark cloth garment": {
        name: "Vêtement d'écorce battue",
        historical_period: "XIXe siècle",
        description:
          "Une étoffe battue à partir de l'écorce du figuier, portée avant l'arrivée des tissus de coton.",
      },
      "Hunting bow and quiver": {
        name: "Arc et carquois de chasse",
        historical_period: "XIXe siècle",
        description: "De la salle de la chasse : un arc, des flèches et un carquois des forêts de l'Ouest.",
      },
      "Volcanic rock samples": {
        name: "Échantillons de roches volcaniques",
        historical_period: "Préhistoire",
        description:
          "Des roches des volcans des Virunga qui ouvrent la salle consacrée à la géologie de la région.",
      },
      "Clay cooking pots": {
        name: "Marmites en terre",
        historical_period: "XXe siècle",
        description: "Des pots montés à la main et cuits à feu ouvert, de la salle de l'artisanat.",
      },
    },
    gallery: [
      "La salle de l'artisanat",
      "Poteries dans la salle de l'artisanat",
      "Musique et danse : les tambours et l'Inanga",
    ],
    exhibitions: {
      "Seven galleries in one walk": {
        title: "Sept salles en une visite",
        duration: "40 min",
        description:
          "Un parcours guidé à travers les sept salles, de la géologie à la musique et à la danse.",
      },
      "Weaving an Agaseke": {
        title: "Tresser un Agaseke",
        duration: "12 min",
        description: "Regardez un panier se monter en spirale de sisal et d'herbe odorante, étape par étape.",
      },
    },
  },
  "rwanda-art-museum": {
    name: "Musée d'art du Rwanda",
    location: "Kanombe, Kigali",
    description:
      "Dans l'ancien palais présidentiel de Kanombe, il présente l'art rwandais et africain, de l'artisanat traditionnel aux œuvres contemporaines.",
    long_description:
      "Le Musée d'art du Rwanda a ouvert en 2018 dans l'ancien palais présidentiel de Kanombe, près de l'aéroport. Sa collection va des arts traditionnels comme l'Imigongo et la vannerie à la peinture, la sculpture et la céramique d'artistes rwandais et africains contemporains, et il accueille des expositions temporaires de créations récentes.",
    artifacts: {
      "Imigongo panels": {
        name: "Panneaux Imigongo",
        historical_period: "XXe siècle",
        description: "Des panneaux en relief à la géométrie noire, blanche et rouge de Nyakarimbi.",
      },
      "Contemporary painting": {
        name: "Peinture contemporaine",
        historical_period: "Des années 1990 à aujourd'hui",
        description: "Des toiles de peintres rwandais des trois dernières décennies.",
      },
      Ceramics: {
        name: "Céramiques",
        historical_period: "XXIe siècle",
        description:
          "Des pièces qui prolongent les formes de la poterie traditionnelle dans la création contemporaine.",
      },
    },
    gallery: [
      "Les salles de peinture",
      "L'Imigongo dans la salle des arts traditionnels",
      "Les jardins de Kanombe",
    ],
    exhibitions: {
      "From Imigongo to abstraction": {
        title: "De l'Imigongo à l'abstraction",
        duration: "30 min",
        description: "Comment la géométrie de l'Imigongo se prolonge dans la peinture contemporaine.",
      },
      "Studio visit": {
        title: "Visite d'atelier",
        duration: "20 min",
        description: "Un peintre contemporain commente une œuvre en cours.",
      },
    },
  },
  "kandt-house-museum": {
    name: "Musée de la maison Kandt",
    location: "Nyarugenge, Kigali",
    description:
      "La maison de Richard Kandt, qui fonda Kigali en 1907, aujourd'hui musée d'histoire naturelle et des débuts de Kigali.",
    long_description:
      "Richard Kandt, médecin et explorateur allemand parti à la recherche de la source du Nil, établit le poste administratif de Kigali en 1907 et y bâtit cette maison. Elle raconte aujourd'hui le Rwanda d'avant et pendant la période coloniale et la croissance de Kigali, et abrite une collection d'histoire naturelle : reptiles, poissons et roches du pays.",
    artifacts: {
      "Reptile collection": {
        name: "Collection de reptiles",
        historical_period: "Collection vivante",
        description: "Des serpents et d'autres reptiles vivants du Rwanda, présentés avec leurs milieux.",
      },
      "Fish of Lake Kivu": {
        name: "Les poissons du lac Kivu",
        historical_period: "Collection vivante",
        description: "Les espèces du grand lac du pays et sa pêche.",
      },
      "Early Kigali photographs": {
        name: "Photographies des débuts de Kigali",
        historical_period: "1907–1960",
        description: "Des copies de photographies des premiers bâtiments et marchés de la ville.",
      },
    },
    gallery: ["La maison sur la colline de Nyarugenge", "Les salles d'histoire naturelle"],
    exhibitions: {
      "Kigali in 1907": {
        title: "Kigali en 1907",
        duration: "20 min",
        description: "Comment un petit poste administratif est devenu la capitale.",
      },
    },
  },
  "environment-museum": {
    name: "Musée de l'environnement",
    location: "Karongi, Province de l'Ouest",
    description:
      "Au bord du lac Kivu, il présente les ressources naturelles du Rwanda et un jardin de plantes médicinales traditionnelles sur son toit.",
    long_description:
      "Le Musée de l'environnement de Karongi, au bord du lac Kivu, a ouvert en 2015. Ses expositions portent sur les ressources naturelles du pays, son énergie et les façons dont les gens ont vécu avec la terre, et son jardin sur le toit cultive des plantes de la médecine traditionnelle, chacune étiquetée avec son usage.",
    artifacts: {
      "Medicinal plant garden": {
        name: "Jardin de plantes médicinales",
        historical_period: "Tradition vivante",
        description:
          "Des plantes de la médecine traditionnelle rwandaise cultivées sur le toit, avec les maux qu'elles servaient à soigner.",
      },
      "Methane of Lake Kivu": {
        name: "Le méthane du lac Kivu",
        historical_period: "XXIe siècle",
        description:
          "Comment le gaz dissous dans les eaux profondes du lac sert aujourd'hui à produire de l'électricité.",
      },
      "Traditional farming tools": {
        name: "Outils agricoles traditionnels",
        historical_period: "XXe siècle",
        description: "Houes, paniers et greniers de l'année agricole.",
      },
    },
    gallery: ["Le lac Kivu vu du musée", "Le jardin sur le toit"],
    exhibitions: {
      "A walk through the rooftop garden": {
        title: "Promenade dans le jardin du toit",
        duration: "20 min",
        description: "Les plantes médicinales et leurs usages traditionnels.",
      },
    },
  },
};
