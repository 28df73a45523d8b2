import type { RecordTexts } from "./types.ts";

/** The art gallery in French, by the artwork's English title. */
export const frGallery: RecordTexts = {
  artworks: {
    "Intore at Dawn": {
      title: "Intore à l'aube",
      medium: "Acrylique sur toile",
      description:
        "Les danseurs Intore, « les élus » de la cour royale, bondissent dans leurs longues parures couleur paille quand la première lumière touche les collines.",
    },
    "Drummers of the Court": {
      title: "Les tambourinaires de la cour",
      medium: "Huile sur toile",
      description:
        "Un cercle de tambourinaires Ingoma tient le rythme qui annonçait autrefois le roi ; le tableau suit la cadence en bandes d'ocre et de noir.",
    },
    "Umushagiriro, the Cattle Dance": {
      title: "Umushagiriro, la danse des vaches",
      medium: "Aquarelle sur papier",
      description:
        "Des danseuses lèvent les bras comme les longues cornes des vaches Inyambo, une danse qui célèbre les troupeaux de l'Est.",
    },
    "Amaraba in the Courtyard": {
      title: "Amaraba dans la cour",
      medium: "Acrylique sur panneau",
      description:
        "Des danseurs tournent lentement au chant des aînés dans la douce Amaraba, peints dans les couleurs tendres de la fin d'après-midi.",
    },
    "Young Ensemble, First Performance": {
      title: "Jeune troupe, première représentation",
      medium: "Peinture numérique",
      description:
        "Une troupe de jeunes de Nyamirambo le soir de son premier spectacle public, boucliers levés, le pied en pleine frappe.",
    },
    "Agaseke, the Peace Basket": {
      title: "Agaseke, le panier de la paix",
      medium: "Sisal et herbe odorante, teintures naturelles",
      description:
        "Un haut panier à couvercle monté en spirale de sisal et d'herbe odorante ; on offrait l'Agaseke aux mariages et aux naissances, et il est devenu un symbole de réconciliation.",
    },
    "Imigongo Spiral Panel": {
      title: "Panneau Imigongo à spirale",
      medium: "Relief en bouse de vache, pigments naturels sur panneau",
      description:
        "L'Imigongo est un art en relief de Nyakarimbi, dans l'Est, modelé dans la bouse de vache et peint en noir, blanc et rouge ; ce panneau enroule une spirale jusqu'en son centre.",
    },
    "Ibyansi Milk Pots": {
      title: "Ibyansi, pots à lait",
      medium: "Bois sculpté, couvercles tressés",
      description:
        "Des pots à lait en bois aux couvercles tressés pointus, les récipients où l'on gardait et offrait le lait, la nourriture la plus précieuse des familles d'éleveurs.",
    },
    "Inanga, the Trough Zither": {
      title: "Inanga, la cithare en auge",
      medium: "Bois sculpté, une seule corde lacée",
      description:
        "Une Inanga taillée dans une seule pièce de bois et montée d'une longue corde ; ses joueurs accompagnent les histoires chantées du royaume.",
    },
    "Earth and Fire, Batwa Pottery": {
      title: "Terre et feu, poterie batwa",
      medium: "Argile montée à la main, cuisson à feu ouvert",
      description:
        "Des marmites pansues montées à la main sans tour, dans la tradition potière que les potiers batwa perpétuent depuis des générations.",
    },
    "Lake Kivu Evening": {
      title: "Soir sur le lac Kivu",
      medium: "Huile sur toile",
      description:
        "Des barques de pêcheurs partent sur le lac Kivu au crépuscule, lanternes tout juste allumées sous les collines assombries de la rive ouest.",
    },
    "Virunga Morning Mist": {
      title: "Brume du matin sur les Virunga",
      medium: "Acrylique sur toile",
      description:
        "Les volcans de la chaîne des Virunga émergent de la brume matinale au-dessus des champs de pommes de terre, près de Kinigi.",
    },
    "Tea Terraces of Nyungwe": {
      title: "Les terrasses de thé de Nyungwe",
      medium: "Aquarelle sur papier",
      description:
        "Des rangées de théiers épousent les courbes des collines à la lisière de la forêt de Nyungwe, chaque terrasse une bande de vert.",
    },
    "Akagera Savannah": {
      title: "La savane de l'Akagera",
      medium: "Acrylique sur papier",
      description:
        "La vaste prairie sèche de l'Est, ses acacias épars et, au loin, les lacs de la vallée de l'Akagera.",
    },
    "A Thousand Hills": {
      title: "Mille collines",
      medium: "Linogravure en trois couleurs",
      description:
        "Colline après colline s'efface au loin dans cette linogravure en trois couleurs : le paysage qui a donné son nom au pays.",
    },
    "Rukari, the Royal Compound": {
      title: "Rukari, l'enclos royal",
      medium: "Encre et lavis sur papier",
      description:
        "Une étude de la résidence royale reconstituée à Rukari, Nyanza : la grande case de chaume du roi dans sa clôture de roseaux.",
    },
    "Study of a Royal Drum": {
      title: "Étude d'un tambour royal",
      medium: "Fusain sur papier",
      description:
        "Une étude au fusain d'un tambour de cour. Dans le royaume, les tambours royaux étaient des emblèmes du pouvoir, chacun avec son nom et ses propres gardiens.",
    },
    "The Milk Pot Carrier": {
      title: "La porteuse de lait",
      medium: "Tempera sur panneau",
      description:
        "Peint d'après un récit de l'histoire orale : une jeune femme porte le lait à l'enclos royal à l'aube.",
    },
    "The Bow of the Hunter": {
      title: "L'arc du chasseur",
      medium: "Encre sur papier artisanal",
      description:
        "Un arc et un carquois comme ceux de la salle de la chasse du Musée ethnographique, dessinés en hommage aux chasseurs des forêts de l'Ouest.",
    },
    "Seat of the Elders": {
      title: "Le siège des aînés",
      medium: "Acrylique sur toile",
      description:
        "Un tabouret sculpté comme ceux où s'asseyaient les aînés pour entendre et régler les différends d'une famille.",
    },
    "Umuganura, the Harvest Feast": {
      title: "Umuganura, la fête des récoltes",
      medium: "Acrylique sur toile",
      description:
        "Des familles partagent le sorgho et l'éleusine à l'Umuganura, la fête des prémices, redevenue journée nationale chaque mois d'août.",
    },
    "Kwita Izina, Naming the Gorillas": {
      title: "Kwita Izina, le baptême des gorilles",
      medium: "Peinture numérique",
      description:
        "La foule se rassemble au pied des volcans pour le Kwita Izina, la cérémonie où les gorilles de montagne nouveau-nés reçoivent leur nom.",
    },
    "Wedding Gifts, Gusaba": {
      title: "Les présents du Gusaba",
      medium: "Huile sur toile",
      description:
        "Au Gusaba, la famille du marié demande la main de la mariée ; le tableau montre les présents et les Umushanana du jour.",
    },
    "Festival of Drums, Huye": {
      title: "Festival des tambours, Huye",
      medium: "Acrylique sur panneau",
      description:
        "Des troupes de tambourinaires de tout le Sud se retrouvent sur le stade de la ville pour un après-midi de rythme et de danse.",
    },
    "Lanterns on the Lake": {
      title: "Lanternes sur le lac",
      medium: "Aquarelle sur papier",
      description: "Une fête de nuit au bord du lac Kivu, les chants des pêcheurs portés sur l'eau.",
    },
  },
};
