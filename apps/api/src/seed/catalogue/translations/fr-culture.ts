import type { CatalogueTexts } from "./types.ts";

/** Music, jewellery, paintings and books of the demo catalogue in French. */
export const frCulture: CatalogueTexts = {
  "musical-instruments": {
    name: "Instruments de musique",
    description:
      "Les instruments de la musique rwandaise : les tambours Ingoma taillés dans un seul tronc, la cithare en auge Inanga, l'arc musical Umuduri et le piano à pouces Ikembe.",
    products: {
      "Inanga Trough Zither": {
        name: "Inanga, cithare en auge",
        description:
          "Une auge de bois évidée d'environ 90 cm, sur laquelle une seule longue corde, lacée d'un bord à l'autre, forme une rangée de cordes. On en joue assis, pour accompagner les chants Inanga, murmurés à mi-voix.",
      },
      "Inanga, Restored Heirloom": {
        name: "Inanga ancienne restaurée",
        description:
          "Une Inanga ancienne de Nyanza, nettoyée, huilée et remontée en boyau neuf par un atelier de Huye. Le bois garde la trace de décennies de jeu.",
      },
      "Ingoma Drum, Medium": {
        name: "Tambour Ingoma, moyen",
        description:
          "Un tambour de 50 cm taillé dans un tronc d'umuvumu (figuier), tendu d'une peau de vache tenue par des chevilles de bois : le son des spectacles de danse Intore.",
      },
      "Ingoma Drum, Lead": {
        name: "Tambour Ingoma meneur",
        description:
          "Le grand tambour qui mène l'ensemble, 80 cm, à la voix profonde ; vendu avec deux baguettes sculptées.",
      },
      "Children's Practice Drum": {
        name: "Tambour d'apprentissage pour enfants",
        description:
          "Un Ingoma de 25 cm à peau de chèvre, assez léger pour les jeunes tambourinaires qui apprennent les rythmes des Intore.",
      },
      "Umuduri Musical Bow": {
        name: "Umuduri, arc musical",
        description:
          "Un arc de bois courbé à une seule corde métallique, dont la calebasse de résonance s'appuie contre la poitrine du musicien ; il frappe la corde d'une fine baguette, un hochet dans la même main.",
      },
      "Ikembe Thumb Piano": {
        name: "Ikembe, piano à pouces",
        description:
          "Un lamellophone aux lames de métal sur une caisse de résonance en bois, qu'on accorde en faisant glisser chaque lame. Il égrène des motifs doux et sonores.",
      },
      "Ingoma Drum, Used Performance Piece": {
        name: "Tambour Ingoma de scène, d'occasion",
        description:
          "Un tambour moyen qui a joué deux saisons avec une troupe de danse de Kigali. La peau est saine et retendue ; le fût porte les marques honnêtes de l'usage.",
      },
    },
  },
  "jewellery-beadwork": {
    name: "Bijoux et perlage",
    description:
      "Perlage, bijoux en corne de vache polie et perles de papier recyclé du Rwanda et de la région, faits à la main dans de petits ateliers.",
    products: {
      "Cow-Horn Bangle": {
        name: "Bracelet jonc en corne de vache",
        description:
          "Un jonc taillé dans la corne de vache, fruit de la culture pastorale du Rwanda, poncé et poli pour révéler ses veines naturelles noires et ambrées.",
      },
      "Cow-Horn Drop Earrings": {
        name: "Boucles d'oreilles gouttes en corne",
        description:
          "De légères gouttes de corne polie sur crochets hypoallergéniques, chaque paire taillée dans une même pièce.",
      },
      "Imigongo Beaded Collar Necklace": {
        name: "Collier plastron perlé Imigongo",
        description:
          "Un large plastron de perles de rocaille cousues en rangs de triangles noirs, blancs et rouges, fermé par un bouton en corne sculptée.",
      },
      "Recycled Paper Bead Necklace": {
        name: "Collier de perles en papier recyclé",
        description:
          "De longues perles roulées à la main dans des bandes de papier recyclé et vernies, enfilées en ocre et bleu.",
      },
      "Maasai Beaded Cuff": {
        name: "Manchette perlée maasaï",
        description:
          "Une manchette de cuir perlée dans le style à aplats de couleur du perlage maasaï du Kenya et de Tanzanie, en rouge, blanc et bleu.",
      },
      "Brass and Bead Anklet": {
        name: "Chaîne de cheville en laiton et perles",
        description:
          "Une fine chaîne de cheville aux maillons de laiton martelé et petites perles de verre rouges, qui tintent doucement à chaque pas.",
      },
      "Vintage Amber Trade-Bead Strand": {
        name: "Rang ancien de perles de traite ambrées",
        description:
          "Un rang de perles de traite en verre anciennes, renfilées sur un cordon neuf ; certaines sont ébréchées par un long usage, comme il se doit.",
      },
      "Silver Agaseke Pendant": {
        name: "Pendentif Agaseke en argent",
        description:
          "Un petit pendentif en argent massif en forme de panier Agaseke avec son couvercle pointu, sur une chaîne de 45 cm.",
      },
    },
  },
  paintings: {
    name: "Peintures",
    description:
      "Des toiles originales d'ateliers rwandais : les mille collines, les jours de marché, les danseurs Intore et des abstractions nourries de la géométrie de l'Imigongo.",
    products: {
      "Land of a Thousand Hills, Acrylic on Canvas": {
        name: "Pays des mille collines, acrylique sur toile",
        description:
          "Une acrylique de 100 × 70 cm : des collines en terrasses qui se fondent dans la brume du matin, peinte dans un atelier de Kigali. Montée sur châssis, prête à accrocher.",
      },
      "Intore Dancers in Motion": {
        name: "Danseurs Intore en mouvement",
        description:
          "Acrylique sur toile, 80 × 60 cm : des danseurs Intore coiffés de leurs longues parures de fibres, bouclier en main, peints à grands traits rapides.",
      },
      "Kimironko Market Morning": {
        name: "Matin au marché de Kimironko",
        description:
          "Une huile de 60 × 50 cm : marchandes de fruits et étals de Kitenge dans un marché animé de Kigali, baignés d'une chaude lumière ocre.",
      },
      "Geometry of the East, Abstract": {
        name: "Géométrie de l'Est, abstraction",
        description:
          "Une abstraction de 70 × 70 cm en noir, blanc et rouge terre qui transpose au pinceau et au couteau les zigzags et les losanges en relief de l'Imigongo.",
      },
      "Banana-Leaf Collage: Mother and Child": {
        name: "Collage en feuilles de bananier : mère et enfant",
        description:
          "Un collage de feuilles de bananier séchées dans leurs bruns et crèmes naturels, découpées et collées sur panneau, encadré en 40 × 50 cm.",
      },
      "Lake Kivu at Dusk, Watercolour": {
        name: "Le lac Kivu au crépuscule, aquarelle",
        description:
          "Une petite aquarelle de 30 × 40 cm : des barques de pêcheurs rentrant sur le lac Kivu, montée sous verre.",
      },
      "Volcanoes of the North, Print": {
        name: "Les volcans du Nord, tirage",
        description:
          "Un tirage giclée signé de 50 × 40 cm, d'après une huile originale : les volcans des Virunga au-dessus des champs de pommes de terre.",
      },
    },
  },
  books: {
    name: "Livres sur le Rwanda",
    description:
      "Des livres sur l'histoire, la culture et la langue rwandaises, des manuels de kinyarwanda aux recueils de tradition orale, de proverbes et de recettes.",
    products: {
      "Kinyarwanda for Beginners: Phrasebook and Grammar": {
        name: "Le kinyarwanda pour débutants : guide de conversation et grammaire",
        description:
          "Salutations, nombres, classes nominales et conversations de tous les jours, chacune avec un guide de prononciation ; avec un court lexique anglais–kinyarwanda.",
      },
      "Imigani: Rwandan Folktales Retold": {
        name: "Imigani : contes rwandais",
        description:
          "Trente contes de la tradition orale, racontés en anglais en gardant les formules d'ouverture et les chants en kinyarwanda, avec des notes sur l'occasion où l'on disait chacun.",
      },
      "Imigani y'Imigenurano: 500 Kinyarwanda Proverbs": {
        name: "Imigani y'Imigenurano : 500 proverbes kinyarwanda",
        description:
          "Des proverbes en kinyarwanda avec leur traduction littérale et leur sens courant, classés par thème : le bétail, la famille, le travail, la patience et la parole.",
      },
      "The Kingdom of Rwanda: A History to 1962": {
        name: "Le royaume du Rwanda : une histoire jusqu'en 1962",
        description:
          "Une histoire illustrée du royaume du Rwanda de ses origines à l'indépendance : la cour royale, les tambours emblèmes du pouvoir et la période coloniale.",
      },
      "Remembrance and Rebuilding: Rwanda since 1994": {
        name: "Mémoire et reconstruction : le Rwanda depuis 1994",
        description:
          "Les témoignages de rescapés et de celles et ceux qui ont reconstruit les communautés après le génocide perpétré contre les Tutsi en 1994, avec des chapitres sur les juridictions Gacaca et l'Umuganda.",
      },
      "Imigongo: Art of the Eastern Province": {
        name: "Imigongo : l'art de la Province de l'Est",
        description:
          "Un beau livre de photographies sur l'Imigongo : comment les panneaux sont modelés et peints, les artisanes qui ont fait renaître cet art, et un catalogue de motifs.",
      },
      "Flavours of the Hills: A Rwandan Cookbook": {
        name: "Saveurs des collines : cuisine rwandaise",
        description:
          "Des recettes d'isombe (feuilles de manioc), d'ibihaza (potiron), de brochettes et de plats de banane, avec des notes sur le café et le thé du Rwanda.",
      },
      "Kinyarwanda–English Dictionary, Second-Hand": {
        name: "Dictionnaire kinyarwanda–anglais, d'occasion",
        description:
          "Un dictionnaire de poche d'occasion d'environ 10 000 entrées, en bon état, avec quelques notes au crayon dans les marges.",
      },
    },
  },
};
