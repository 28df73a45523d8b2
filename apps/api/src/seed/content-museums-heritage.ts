import { LANDSCAPE, objectDrawing } from "./content-drawings.ts";
import type { DemoMuseum } from "./content-museums.ts";

/** The royal palace at Nyanza and the Ethnographic Museum at Huye. */
export const HERITAGE_MUSEUMS: DemoMuseum[] = [
  {
    slug: "kings-palace-museum",
    name: "King's Palace Museum",
    location: "Rukari, Nyanza, Southern Province",
    category: "Historical",
    description:
      "The reconstructed royal residence of the Rwandan kings at Nyanza, beside the palace built for King Mutara III Rudahigwa in 1932.",
    long_description:
      "Nyanza became the royal capital at the end of the nineteenth century. The museum at Rukari shows a full-size reconstruction of the king's traditional residence, a great beehive-shaped house of thatch and reeds, with the houses of the royal enclosure around it. Beside it stands the Western-style palace built for King Mutara III Rudahigwa in the early 1930s, where the rooms and furniture of the late monarchy can be seen. A herd of Inyambo, the long-horned cattle once kept for the court, is still looked after on the grounds, and their keepers sing the traditional cattle poems.",
    drawing: { kind: "royal-house" },
    artifacts: [
      {
        name: "The royal residence",
        description:
          "A full-size reconstruction of the king's thatched house, its inner space divided by woven screens.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: { kind: "royal-house" },
      },
      {
        name: "Milk vessels of the court",
        description: "Carved wooden pots and lids used to keep and serve milk in the royal enclosure.",
        category: "Cultural Heritage",
        historical_period: "19th–20th century",
        drawing: objectDrawing("vessel"),
      },
      {
        name: "Inyambo cattle",
        description:
          "Long-horned cattle of the breed once reserved for the court, kept on the museum grounds with their traditional care.",
        category: "Natural History",
        historical_period: "Living tradition",
        drawing: LANDSCAPE,
      },
      {
        name: "Royal drum",
        description:
          "A drum of the kind that stood for the king's authority; drums were named and had their own keepers.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: objectDrawing("drum"),
      },
    ],
    gallery: [
      { caption: "The thatched royal house at Rukari", drawing: { kind: "royal-house" } },
      { caption: "The hills around Nyanza", drawing: LANDSCAPE },
      { caption: "Woven screens of the royal house", drawing: objectDrawing("panel") },
    ],
    exhibitions: [
      {
        title: "Inside the royal enclosure",
        description: "A room-by-room tour of the reconstructed residence and what each space was used for.",
        type: "tour",
        duration: "25 min",
        featured: true,
      },
      {
        title: "Songs for the Inyambo",
        description:
          "Recordings of the cattle poems sung to the long-horned herd, with their words and translations.",
        type: "experience",
        duration: "15 min",
      },
    ],
  },
  {
    slug: "ethnographic-museum",
    name: "Ethnographic Museum",
    location: "Huye, Southern Province",
    category: "Cultural",
    description:
      "Opened in 1989 in Huye, it holds one of the richest ethnographic collections in Africa across seven galleries.",
    long_description:
      "The Ethnographic Museum in Huye (formerly Butare) opened in 1989. Its seven galleries follow everyday life in Rwanda before the colonial period and after it: the geology and prehistory of the region, hunting, farming and herding, crafts such as basketry, pottery and woodwork, clothing made from bark cloth and skins, traditional architecture, and the games, music, dance and beliefs of Rwandan society. Craftspeople often work in the grounds, and traditional dance performances can be arranged for groups.",
    drawing: objectDrawing("basket"),
    artifacts: [
      {
        name: "Agaseke baskets",
        description: "Coiled baskets with pointed lids, from everyday containers to wedding gifts.",
        category: "Cultural Heritage",
        historical_period: "19th–20th century",
        drawing: objectDrawing("basket"),
      },
      {
        name: "Bark cloth garment",
        description: "Cloth beaten from the bark of the fig tree, worn before cotton cloth arrived.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: objectDrawing("cloth"),
      },
      {
        name: "Hunting bow and quiver",
        description: "From the hunting gallery: a bow, arrows and quiver of the western forests.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: objectDrawing("bow"),
      },
      {
        name: "Volcanic rock samples",
        description: "Rocks from the Virunga volcanoes that open the gallery on the region's geology.",
        category: "Natural History",
        historical_period: "Prehistory",
        drawing: LANDSCAPE,
      },
      {
        name: "Clay cooking pots",
        description: "Hand-built pots fired in the open, from the crafts gallery.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: objectDrawing("pot"),
      },
    ],
    gallery: [
      { caption: "The crafts gallery", drawing: objectDrawing("basket") },
      { caption: "Clay pots in the crafts gallery", drawing: objectDrawing("pot") },
      { caption: "Music and dance: drums and the Inanga", drawing: objectDrawing("zither") },
    ],
    exhibitions: [
      {
        title: "Seven galleries in one walk",
        description: "A guided route through the seven galleries, from geology to music and dance.",
        type: "tour",
        duration: "40 min",
        featured: true,
      },
      {
        title: "Weaving an Agaseke",
        description: "Watch a basket being coiled from sisal and sweetgrass, step by step.",
        type: "experience",
        duration: "12 min",
      },
    ],
  },
];
