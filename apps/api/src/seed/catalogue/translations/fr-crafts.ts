import type { CatalogueTexts } from "./types.ts";

/** The crafts of the demo catalogue in French (Imigongo, baskets, pottery, wood, textiles). */
export const frCrafts: CatalogueTexts = {
  "imigongo-art": {
    name: "Art Imigongo",
    description:
      "L'Imigongo est l'art géométrique en relief de l'est du Rwanda : des reliefs de bouse de vache mêlée de cendre sont modelés sur une planche, puis peints en noir, blanc et rouge terre avec des pigments naturels.",
    products: {
      "Imigongo Zigzag Panel, Large": {
        name: "Grand panneau Imigongo à zigzags",
        description:
          "Une planche de 90 × 60 cm couverte de zigzags superposés en noir, blanc et rouge terre, modelés à la main dans la bouse de vache et la cendre, puis peints au kaolin, à la terre rouge et à la suie. Réalisé par une coopérative de femmes de Nyakarambi, district de Kirehe.",
      },
      "Imigongo Diamond Wall Tile": {
        name: "Carreau mural Imigongo à losanges",
        description:
          "Un carreau de 30 × 30 cm de losanges emboîtés en noir, blanc et rouge terre, l'un des plus anciens motifs de l'Imigongo. Se suspend par un cordon caché au dos ; assez léger pour un mur en plâtre.",
      },
      "Imigongo Spiral Square": {
        name: "Carré Imigongo à spirale",
        description:
          "Une planche carrée où une spirale à angles droits s'enroule jusqu'au centre, en reliefs d'environ 1 cm. Chaque pièce sèche plusieurs jours au soleil avant d'être peinte.",
      },
      "Imigongo Triptych: Hills at Dusk": {
        name: "Triptyque Imigongo : collines au crépuscule",
        description:
          "Trois panneaux de 40 × 60 cm à accrocher côte à côte : des rangées de triangles comme les collines de l'Est, des bandes en zigzag et des carrés concentriques. Signé au dos par les trois artisanes.",
      },
      "Imigongo Coaster Set of Six": {
        name: "Six sous-verres Imigongo",
        description:
          "Six sous-verres de 10 cm sur socle en bois dur, chacun avec son motif, protégés par un vernis mat : un coup d'éponge suffit à les nettoyer.",
      },
      "Imigongo Ochre and Black Panel": {
        name: "Panneau Imigongo ocre et noir",
        description:
          "Une planche de 60 × 40 cm dans la palette ocre, plus rare, aux reliefs peints à l'argile jaune. Travaillée à la manière traditionnelle, sans moule.",
      },
      "Imigongo Mirror Frame": {
        name: "Miroir au cadre Imigongo",
        description:
          "Un miroir rond serti dans un cadre Imigongo de 45 cm aux triangles rayonnants noirs et blancs. Fait sur commande : aucun cadre n'est tout à fait identique.",
      },
      "Imigongo Bookends (Pair)": {
        name: "Serre-livres Imigongo (la paire)",
        description:
          "Deux serre-livres en bois lestés, ornés de petites plaques Imigongo à losanges rouge terre et blancs.",
      },
    },
  },
  "agaseke-baskets": {
    name: "Agaseke et vannerie",
    description:
      "Des paniers spiralés tressés par des Rwandaises en sisal, en herbe odorante et en papyrus. L'Agaseke à couvercle, offert depuis toujours aux mariages et aux naissances, est devenu le « panier de la paix ».",
    products: {
      "Agaseke Peace Basket, Classic": {
        name: "Agaseke, panier de la paix classique",
        description:
          "Un Agaseke de 30 cm au haut couvercle pointu : herbe odorante serrée en spirale, gainée de sisal naturel et teint en noir, avec une bande en zigzag. On y offrait traditionnellement un présent à la mariée.",
      },
      "Agaseke Peace Basket, Miniature": {
        name: "Agaseke miniature",
        description:
          "Un Agaseke de 12 cm tressé selon la même technique spiralée que le grand modèle : un petit cadeau qui voyage bien.",
      },
      "Tall Agaseke with Diamond Band": {
        name: "Grand Agaseke à bande de losanges",
        description:
          "Un panier d'apparat de 55 cm ceint d'une bande de losanges rouge terre. Les vannières de la Province du Sud mettent environ trois semaines à en achever un.",
      },
      "Urutaro Winnowing Tray": {
        name: "Urutaro, van à grains",
        description:
          "Un plateau large et peu profond en papyrus fendu qui sert à vanner le sorgho et les haricots, tressé à plat et bordé d'un rebord renforcé. Fait aussi une belle pièce murale.",
      },
      "Nesting Fruit Bowls, Set of Three": {
        name: "Trois corbeilles à fruits gigognes",
        description:
          "Trois corbeilles ouvertes de 18, 24 et 30 cm en sisal naturel, cerclées de noir et d'ocre. S'entretiennent avec un chiffon sec.",
      },
      "Banana-Fibre Storage Basket": {
        name: "Panier de rangement en fibre de bananier",
        description:
          "Un solide panier de 35 cm à couvercle, tressé en fibre de feuille de bananier séchée sur une âme de sisal, pour le linge ou les jouets.",
      },
      "Wall Plate Trio in Earth Tones": {
        name: "Trois plateaux muraux aux tons de terre",
        description:
          "Trois plateaux plats spiralés (20, 28 et 36 cm) à motifs d'étoiles et de zigzags, terre cuite, noir et naturel, prêts à accrocher.",
      },
      "Papyrus Market Basket": {
        name: "Panier de marché en papyrus",
        description:
          "Un cabas ouvert aux anses de papyrus torsadé, assez grand pour un jour de marché à Kimironko.",
      },
    },
  },
  "pottery-ceramics": {
    name: "Poterie et céramique",
    description:
      "Une poterie montée à la main, depuis des générations l'art des communautés batwa (twa) du Rwanda : des pots montés au colombin en argile locale, polis à la pierre et cuits à feu ouvert.",
    products: {
      "Ikibindi Water Pot": {
        name: "Ikibindi, jarre à eau",
        description:
          "Une jarre pansue au col court, montée au colombin par des potiers batwa et cuite à feu ouvert, qui garde l'eau de boisson fraîche. Environ 8 litres.",
      },
      "Inkono Cooking Pot": {
        name: "Inkono, marmite",
        description:
          "Une marmite à large ouverture pour les haricots et les sauces, sur feu de bois ou de charbon ; à culotter avec un peu d'huile avant le premier usage.",
      },
      "Burnished Black Vase": {
        name: "Vase noir poli",
        description:
          "Un vase de 30 cm noirci par la fumée à la cuisson et poli à la pierre de rivière jusqu'à un doux éclat. Décoratif : il ne retient pas l'eau.",
      },
      "Zigzag-Incised Serving Bowl": {
        name: "Plat de service à zigzags imprimés",
        description:
          "Un plat peu profond ceint d'une bande de zigzags imprimés dans l'argile fraîche à la roulette sculptée, avant la cuisson.",
      },
      "Clay Incense Burner": {
        name: "Brûle-encens en terre",
        description:
          "Un petit brûleur à couvercle ajouré de triangles, qui disperse la lueur d'une braise de charbon.",
      },
      "Large Storage Jar": {
        name: "Grande jarre de réserve",
        description:
          "Une jarre de 60 cm comme celles où l'on gardait jadis la bière de sorgho, polie au rouge. Vu sa taille, à retirer uniquement à Kigali.",
      },
      "Terracotta Cups, Set of Four": {
        name: "Quatre gobelets en terre cuite",
        description:
          "Quatre gobelets non émaillés qui foncent avec l'usage, d'environ 20 cl chacun, vendus avec un plateau en sisal tressé.",
      },
    },
  },
  woodcraft: {
    name: "Bois sculpté",
    description:
      "Récipients, tabourets et figurines en bois sculpté : le pot à lait Inkongoro, la baratte Igisabo et le tabouret Intebe, façonnés à l'herminette et au couteau.",
    products: {
      "Inkongoro Milk Vessel with Woven Lid": {
        name: "Inkongoro, pot à lait au couvercle tressé",
        description:
          "Un pot à lait en bois sculpté coiffé d'un couvercle conique tressé, le récipient de la tradition pastorale rwandaise dans lequel on offrait le lait aux hôtes.",
      },
      "Igisabo Churn (Decorative)": {
        name: "Igisabo, baratte (décorative)",
        description:
          "Une calebasse à long col comme celles que l'on berçait autrefois pour faire le beurre, nettoyée, séchée et fermée d'un bouchon en sisal tressé.",
      },
      "Intebe Carved Stool": {
        name: "Intebe, tabouret sculpté",
        description:
          "Un tabouret bas taillé dans un seul bloc de bois, à l'assise ronde polie par l'usage, ceint d'une bande en zigzag.",
      },
      "Intebe Stool, Refinished": {
        name: "Intebe restauré",
        description:
          "Un tabouret ancien dont un sculpteur de Nyanza a consolidé l'assise fendue et huilé toute la pièce ; un léger jeu a été rattrapé.",
      },
      "Intore Dancer Carving": {
        name: "Danseur Intore sculpté",
        description:
          "Une figurine de 35 cm d'un danseur Intore avec sa lance et son bouclier, sculptée dans le jacaranda et foncée à la cire.",
      },
      "Imbehe Serving Plate": {
        name: "Imbehe, plat de service",
        description:
          "Un plat rond en bois sculpté à la main et fini à l'huile alimentaire ; environ 30 cm de diamètre.",
      },
      "Carved Salad Servers": {
        name: "Couverts à salade sculptés",
        description:
          "Une paire de couverts sculptés dont les manches portent des losanges Imigongo pyrogravés.",
      },
    },
  },
  "textiles-fashion": {
    name: "Textiles : Kitenge et Mushanana",
    description:
      "Du Kitenge, tissu wax vendu au mètre et cousu par les tailleurs de Kigali, et le Mushanana, la tenue drapée que portent les Rwandaises aux mariages et aux cérémonies.",
    products: {
      "Mushanana Ceremonial Dress, Ivory and Gold": {
        name: "Mushanana de cérémonie, ivoire et or",
        description:
          "Un Mushanana complet : une longue jupe portefeuille et une écharpe drapée sur une épaule, ivoire à liseré doré tissé, porté sur un haut ajusté. Confectionné sur mesure après l'achat.",
      },
      "Mushanana, Earth Red with Black Border": {
        name: "Mushanana rouge terre à bordure noire",
        description:
          "Un Mushanana rouge profond dont l'écharpe porte une bordure noire inspirée de l'Imigongo, aux couleurs de l'art en relief de l'est du Rwanda.",
      },
      "Kitenge Wax Print, 6 Yards, Ochre Circles": {
        name: "Pagne wax Kitenge, 6 yards, cercles ocre",
        description:
          "Un coupon de 6 yards de wax en coton à cercles ocre et indigo : la longueur qu'il faut au tailleur pour une robe et son foulard assorti.",
      },
      "Kitenge Wax Print, 6 Yards, Green Leaves": {
        name: "Pagne wax Kitenge, 6 yards, feuilles vertes",
        description: "Wax en coton à grandes feuilles vertes sur fond crème, 6 yards, grand teint à 40 °C.",
      },
      "Kitenge Shirt, Tailored in Kigali": {
        name: "Chemise en Kitenge cousue à Kigali",
        description:
          "Une chemise homme à manches courtes en Kitenge bleu et orange, coupée et cousue par un tailleur de Nyamirambo. Du S au XXL.",
      },
      "Umukenyero Wrap Cloth": {
        name: "Umukenyero, pagne à nouer",
        description:
          "Un pagne en coton de deux mètres, noué à la taille par-dessus la robe, à fines rayures brunes et noires, ourlé sur tous les côtés.",
      },
      "Imigongo Print Silk Scarf": {
        name: "Foulard en soie imprimé Imigongo",
        description:
          "Un foulard en soie de 180 × 50 cm imprimé d'une bordure Imigongo de zigzags et de losanges, noir, blanc et terre cuite.",
      },
      "Kitenge Tote Bag": {
        name: "Sac cabas en Kitenge",
        description:
          "Un cabas doublé en Kitenge rouge vif avec poche intérieure zippée, cousu dans des chutes d'atelier pour que rien ne se perde.",
      },
    },
  },
};
