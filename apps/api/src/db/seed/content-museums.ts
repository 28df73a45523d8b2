import type { MuseumCategory } from "@heritage/domain/content";
import { type Drawing, MEMORIAL_PALETTE } from "./content-drawings.ts";

/**
 * Rwanda's museums and memorials with short factual descriptions. The memorials are
 * described soberly: what the place is and who rests there, without promotional language.
 */
export interface DemoArtifact {
  name: string;
  description: string;
  /** 'Cultural Heritage' and 'Natural History' have museum tabs of their own. */
  category: string;
  historical_period: string;
  drawing: Drawing;
}

export interface DemoExhibition {
  title: string;
  description: string;
  type: "tour" | "experience" | "exhibition";
  duration: string;
  featured?: boolean;
}

export interface DemoMuseum {
  slug: string;
  name: string;
  location: string;
  category: MuseumCategory;
  description: string;
  long_description: string;
  drawing: Drawing;
  artifacts: DemoArtifact[];
  gallery: { caption: string; drawing: Drawing }[];
  exhibitions: DemoExhibition[];
}

const obj = (object: Extract<Drawing, { kind: "object" }>["object"]): Drawing => ({ kind: "object", object });
const quiet: Drawing = { kind: "object", object: "panel", palette: MEMORIAL_PALETTE };
const land: Drawing = { kind: "landscape" };

export const DEMO_MUSEUMS: DemoMuseum[] = [
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
        drawing: obj("vessel"),
      },
      {
        name: "Inyambo cattle",
        description:
          "Long-horned cattle of the breed once reserved for the court, kept on the museum grounds with their traditional care.",
        category: "Natural History",
        historical_period: "Living tradition",
        drawing: land,
      },
      {
        name: "Royal drum",
        description:
          "A drum of the kind that stood for the king's authority; drums were named and had their own keepers.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: obj("drum"),
      },
    ],
    gallery: [
      { caption: "The thatched royal house at Rukari", drawing: { kind: "royal-house" } },
      { caption: "The hills around Nyanza", drawing: land },
      { caption: "Woven screens of the royal house", drawing: obj("panel") },
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
    drawing: obj("basket"),
    artifacts: [
      {
        name: "Agaseke baskets",
        description: "Coiled baskets with pointed lids, from everyday containers to wedding gifts.",
        category: "Cultural Heritage",
        historical_period: "19th–20th century",
        drawing: obj("basket"),
      },
      {
        name: "Bark cloth garment",
        description: "Cloth beaten from the bark of the fig tree, worn before cotton cloth arrived.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: obj("cloth"),
      },
      {
        name: "Hunting bow and quiver",
        description: "From the hunting gallery: a bow, arrows and quiver of the western forests.",
        category: "Cultural Heritage",
        historical_period: "19th century",
        drawing: obj("bow"),
      },
      {
        name: "Volcanic rock samples",
        description: "Rocks from the Virunga volcanoes that open the gallery on the region's geology.",
        category: "Natural History",
        historical_period: "Prehistory",
        drawing: land,
      },
      {
        name: "Clay cooking pots",
        description: "Hand-built pots fired in the open, from the crafts gallery.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: obj("pot"),
      },
    ],
    gallery: [
      { caption: "The crafts gallery", drawing: obj("basket") },
      { caption: "Clay pots in the crafts gallery", drawing: obj("pot") },
      { caption: "Music and dance: drums and the Inanga", drawing: obj("zither") },
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
  {
    slug: "kigali-genocide-memorial",
    name: "Kigali Genocide Memorial",
    location: "Gisozi, Kigali",
    category: "Memorial",
    description:
      "The final resting place of more than 250,000 victims of the 1994 Genocide against the Tutsi.",
    long_description:
      "The Kigali Genocide Memorial at Gisozi opened in 2004, ten years after the Genocide against the Tutsi. More than 250,000 victims are buried in its mass graves. Its permanent exhibitions document the history that led to the genocide, the hundred days of killing in 1994, and the years of rebuilding that followed; a children's memorial remembers some of the youngest victims, and a further exhibition covers genocides elsewhere in the world. The memorial gardens and the Wall of Names are places of remembrance, and the memorial runs education programmes on the prevention of genocide. Visitors are asked to dress and behave with respect.",
    drawing: quiet,
    artifacts: [
      {
        name: "Mass graves",
        description:
          "The resting place of more than 250,000 victims, beneath concrete slabs in the memorial grounds.",
        category: "Memorial",
        historical_period: "1994",
        drawing: quiet,
      },
      {
        name: "Wall of Names",
        description: "A wall bearing the names of victims, added to as families identify their loved ones.",
        category: "Memorial",
        historical_period: "1994 to today",
        drawing: quiet,
      },
      {
        name: "Children's memorial",
        description:
          "Rooms that remember individual children who were killed, through their names and what they loved.",
        category: "Memorial",
        historical_period: "1994",
        drawing: quiet,
      },
    ],
    gallery: [
      { caption: "The memorial gardens", drawing: quiet },
      { caption: "The entrance to the permanent exhibition", drawing: quiet },
    ],
    exhibitions: [
      {
        title: "The permanent exhibition",
        description:
          "The history of the Genocide against the Tutsi, from its origins to the years of rebuilding.",
        type: "exhibition",
        duration: "60 min",
        featured: true,
      },
      {
        title: "Guided visit of the memorial",
        description: "A guide accompanies visitors through the exhibitions and the gardens.",
        type: "tour",
        duration: "90 min",
      },
    ],
  },
  {
    slug: "murambi-genocide-memorial",
    name: "Murambi Genocide Memorial",
    location: "Murambi, Nyamagabe District, Southern Province",
    category: "Memorial",
    description:
      "A memorial at the former technical school where tens of thousands of Tutsi who had sought refuge were killed in April 1994.",
    long_description:
      "In April 1994, Tutsi from the surrounding area were told to gather at the technical school then being built at Murambi, where they were promised protection. Tens of thousands of them were killed there within days. The site is now a national genocide memorial: it preserves the place where they died, and an exhibition explains the history of the genocide in the former Gikongoro prefecture and across the country. The memorial asks visitors for silence and respect.",
    drawing: quiet,
    artifacts: [
      {
        name: "The school buildings",
        description:
          "The unfinished classrooms where victims had gathered, preserved as part of the memorial.",
        category: "Memorial",
        historical_period: "1994",
        drawing: quiet,
      },
      {
        name: "Memorial graves",
        description: "Graves where victims identified and found after the genocide have been laid to rest.",
        category: "Memorial",
        historical_period: "1994 to today",
        drawing: quiet,
      },
    ],
    gallery: [{ caption: "The memorial on the hill at Murambi", drawing: quiet }],
    exhibitions: [
      {
        title: "History exhibition",
        description:
          "How the genocide was prepared and carried out in the region, and the testimonies of survivors.",
        type: "exhibition",
        duration: "45 min",
        featured: true,
      },
    ],
  },
  {
    slug: "museum-for-campaign-against-genocide",
    name: "Museum for Campaign Against Genocide",
    location: "Parliament building, Kimihurura, Kigali",
    category: "History",
    description:
      "In the Parliament building, it documents the 1994 military campaign that ended the Genocide against the Tutsi.",
    long_description:
      "The museum opened in 2017 in the Parliament building in Kimihurura, Kigali, where a battalion of the Rwandan Patriotic Army was stationed under the Arusha peace agreement when the genocide began in April 1994. Its exhibitions and outdoor monuments follow the campaign of the following months, the rescue of civilians, and the end of the genocide in July 1994. Marks of the fighting can still be seen on the building's walls.",
    drawing: obj("panel"),
    artifacts: [
      {
        name: "Marks on the Parliament walls",
        description: "Damage from shelling in 1994, left visible on the building.",
        category: "History",
        historical_period: "1994",
        drawing: obj("panel"),
      },
      {
        name: "Rooftop position",
        description: "The rooftop from which the stationed battalion defended the building.",
        category: "History",
        historical_period: "1994",
        drawing: obj("panel"),
      },
      {
        name: "Campaign maps",
        description:
          "Maps tracing the movements of the campaign across the country between April and July 1994.",
        category: "History",
        historical_period: "1994",
        drawing: obj("panel"),
      },
    ],
    gallery: [
      { caption: "The Parliament building in Kimihurura", drawing: obj("panel") },
      { caption: "The outdoor monuments", drawing: land },
    ],
    exhibitions: [
      {
        title: "The hundred days",
        description: "A guided walk through the exhibition and the building's rooftop.",
        type: "tour",
        duration: "50 min",
        featured: true,
      },
    ],
  },
  {
    slug: "national-liberation-museum-park",
    name: "National Liberation Museum Park",
    location: "Mulindi, Gicumbi District, Northern Province",
    category: "History",
    description:
      "The former headquarters of the Rwandan Patriotic Front at Mulindi during the 1990–1994 liberation war.",
    long_description:
      "The museum park at Mulindi, on a former tea estate in the north, was the headquarters of the Rwandan Patriotic Front during the liberation war of 1990 to 1994. Visitors can see the shelters and meeting places of the time, and exhibitions on the struggle and the people who took part in it.",
    drawing: land,
    artifacts: [
      {
        name: "The underground shelter",
        description: "A shelter dug into the hillside and used by the command during the war.",
        category: "History",
        historical_period: "1990–1994",
        drawing: land,
      },
      {
        name: "Tea fields of Mulindi",
        description: "The tea estate that surrounded the headquarters and still grows on the hills.",
        category: "Natural History",
        historical_period: "20th century",
        drawing: land,
      },
    ],
    gallery: [
      { caption: "The hills of Mulindi", drawing: land },
      { caption: "Tea terraces near the park", drawing: land },
    ],
    exhibitions: [
      {
        title: "Walking the headquarters",
        description: "A guided walk between the sites of the former headquarters.",
        type: "tour",
        duration: "45 min",
        featured: true,
      },
    ],
  },
  {
    slug: "rwanda-art-museum",
    name: "Rwanda Art Museum",
    location: "Kanombe, Kigali",
    category: "Art",
    description:
      "In the former presidential palace at Kanombe, it shows Rwandan and African art from traditional crafts to contemporary work.",
    long_description:
      "The Rwanda Art Museum opened in 2018 in the former presidential palace at Kanombe, near the airport. Its collection runs from traditional arts such as Imigongo and woven baskets to paintings, sculpture and ceramics by contemporary Rwandan and African artists, and it hosts temporary exhibitions of new work.",
    drawing: obj("painting"),
    artifacts: [
      {
        name: "Imigongo panels",
        description: "Relief panels in the black, white and red geometry of Nyakarimbi.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: obj("panel"),
      },
      {
        name: "Contemporary painting",
        description: "Canvases by Rwandan painters of the last three decades.",
        category: "Art",
        historical_period: "1990s to today",
        drawing: obj("painting"),
      },
      {
        name: "Ceramics",
        description: "Vessels that carry the forms of traditional pottery into contemporary work.",
        category: "Art",
        historical_period: "21st century",
        drawing: obj("pot"),
      },
    ],
    gallery: [
      { caption: "The painting galleries", drawing: obj("painting") },
      { caption: "Imigongo in the traditional arts room", drawing: obj("panel") },
      { caption: "The gardens of Kanombe", drawing: land },
    ],
    exhibitions: [
      {
        title: "From Imigongo to abstraction",
        description: "How the geometry of Imigongo lives on in contemporary painting.",
        type: "exhibition",
        duration: "30 min",
        featured: true,
      },
      {
        title: "Studio visit",
        description: "A contemporary painter talks through a work in progress.",
        type: "experience",
        duration: "20 min",
      },
    ],
  },
  {
    slug: "kandt-house-museum",
    name: "Kandt House Museum",
    location: "Nyarugenge, Kigali",
    category: "Historical",
    description:
      "The house of Richard Kandt, who founded Kigali in 1907, now a museum of natural history and of Kigali's early years.",
    long_description:
      "Richard Kandt, a German physician and explorer who travelled in search of the source of the Nile, established the administrative post of Kigali in 1907 and built this house. Today the house tells the story of Rwanda before and during the colonial period and of the growth of Kigali, and it holds a natural history collection of the country's reptiles, fish and rocks.",
    drawing: land,
    artifacts: [
      {
        name: "Reptile collection",
        description: "Live snakes and other reptiles of Rwanda, shown with their habitats.",
        category: "Natural History",
        historical_period: "Living collection",
        drawing: land,
      },
      {
        name: "Fish of Lake Kivu",
        description: "The species of the country's great lake and its fisheries.",
        category: "Natural History",
        historical_period: "Living collection",
        drawing: land,
      },
      {
        name: "Early Kigali photographs",
        description: "Copies of photographs of the town's first buildings and markets.",
        category: "Cultural Heritage",
        historical_period: "1907–1960",
        drawing: obj("book"),
      },
    ],
    gallery: [
      { caption: "The house on the hill of Nyarugenge", drawing: land },
      { caption: "The natural history rooms", drawing: land },
    ],
    exhibitions: [
      {
        title: "Kigali in 1907",
        description: "How a small administrative post grew into the capital.",
        type: "exhibition",
        duration: "20 min",
        featured: true,
      },
    ],
  },
  {
    slug: "environment-museum",
    name: "Environment Museum",
    location: "Karongi, Western Province",
    category: "Cultural",
    description:
      "On the shore of Lake Kivu, it presents Rwanda's natural resources and a rooftop garden of traditional medicinal plants.",
    long_description:
      "The Environment Museum in Karongi, on the shore of Lake Kivu, opened in 2015. Its exhibitions cover the country's natural resources, its energy and the ways people have lived with the land, and its rooftop garden grows plants used in traditional medicine, each labelled with its use.",
    drawing: land,
    artifacts: [
      {
        name: "Medicinal plant garden",
        description:
          "Plants of Rwandan traditional medicine grown on the roof, with the ailments they were used for.",
        category: "Natural History",
        historical_period: "Living tradition",
        drawing: land,
      },
      {
        name: "Methane of Lake Kivu",
        description: "How the gas dissolved in the lake's deep waters is now used to make electricity.",
        category: "Natural History",
        historical_period: "21st century",
        drawing: land,
      },
      {
        name: "Traditional farming tools",
        description: "Hoes, baskets and stores of the farming year.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: obj("basket"),
      },
    ],
    gallery: [
      { caption: "Lake Kivu from the museum", drawing: land },
      { caption: "The rooftop garden", drawing: land },
    ],
    exhibitions: [
      {
        title: "A walk through the rooftop garden",
        description: "The medicinal plants and their traditional uses.",
        type: "tour",
        duration: "20 min",
        featured: true,
      },
    ],
  },
];

/** Real figures of Rwanda's history for the museum sidebar, each tied to the museum that tells their story. */
export const DEMO_FIGURES = [
  {
    museum: "kings-palace-museum",
    name: "Mutara III Rudahigwa",
    era: "King, 1931–1959",
    description:
      "Built the palace at Nyanza in the 1930s and abolished the ubuhake cattle clientship in 1954.",
  },
  {
    museum: "kings-palace-museum",
    name: "Kigeli IV Rwabugiri",
    era: "King, c. 1853–1895",
    description:
      "A warrior king whose campaigns extended the kingdom's reach in the late nineteenth century.",
  },
  {
    museum: "ethnographic-museum",
    name: "Ruganzu II Ndori",
    era: "King, 17th century",
    description:
      "Remembered in oral tradition as the king who restored the kingdom after a time of invasion and famine.",
  },
  {
    museum: "ethnographic-museum",
    name: "Alexis Kagame",
    era: "1912–1981",
    description: "Priest, historian and poet who recorded Rwanda's court poetry and oral histories.",
  },
  {
    museum: "kandt-house-museum",
    name: "Richard Kandt",
    era: "1867–1918",
    description: "German physician and explorer who established the post of Kigali in 1907.",
  },
  {
    museum: "ethnographic-museum",
    name: "Ndabaga",
    era: "Oral tradition",
    description:
      "The heroine of a well-known tale, a young woman who trained as a warrior to bring her father home.",
  },
] as const;
