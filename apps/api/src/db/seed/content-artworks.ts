import type { ArtworkCategory } from "@heritage/domain/content";
import type { Drawing } from "./content-drawings.ts";

/**
 * The demo gallery: works by fictional artists from real places, five per gallery category.
 * Rights statements say what a visitor may do with each picture.
 */
export interface DemoArtwork {
  title: string;
  category: ArtworkCategory;
  artist: string;
  year: number;
  medium: string;
  origin: string;
  rights: string;
  description: string;
  featured?: boolean;
  /** Days before the seed that the work was added; the newest lead 'Latest masterPieces'. */
  added_days_ago: number;
  drawing: Drawing;
}

const BY_NC = "© the artist. Shared for viewing and education under CC BY-NC 4.0; no commercial use.";
const ALL_RIGHTS = "© the artist, all rights reserved. Viewing only; ask the artist before any reuse.";
const COMMUNITY =
  "Traditional design held in common by its community; this rendering is shared under CC BY-SA 4.0.";
const object = (name: Extract<Drawing, { kind: "object" }>["object"]): Drawing => ({
  kind: "object",
  object: name,
});
const landscape: Drawing = { kind: "landscape" };

export const DEMO_ARTWORKS: DemoArtwork[] = [
  // Traditional Dance
  {
    title: "Intore at Dawn",
    category: "Traditional Dance",
    artist: "Aline Uwase",
    year: 2019,
    medium: "Acrylic on canvas",
    origin: "Nyanza",
    rights: BY_NC,
    featured: true,
    added_days_ago: 3,
    drawing: object("drum"),
    description:
      "Intore dancers, the 'chosen ones' of the royal court, leap in their long straw-coloured headdresses as the first light reaches the hills.",
  },
  {
    title: "Drummers of the Court",
    category: "Traditional Dance",
    artist: "Eric Mugisha",
    year: 2021,
    medium: "Oil on canvas",
    origin: "Huye",
    rights: ALL_RIGHTS,
    added_days_ago: 12,
    drawing: object("drum"),
    description:
      "A circle of Ingoma drummers keeps the rhythm that once announced the king; the painting follows the beat in bands of ochre and black.",
  },
  {
    title: "Umushagiriro, the Cattle Dance",
    category: "Traditional Dance",
    artist: "Claudine Mukamana",
    year: 2018,
    medium: "Watercolour on paper",
    origin: "Nyagatare",
    rights: BY_NC,
    added_days_ago: 40,
    drawing: object("cloth"),
    description:
      "Women dancers raise their arms like the long horns of Inyambo cattle, a dance that celebrates the herds of the east.",
  },
  {
    title: "Amaraba in the Courtyard",
    category: "Traditional Dance",
    artist: "Olivier Niyonzima",
    year: 2022,
    medium: "Acrylic on board",
    origin: "Muhanga",
    rights: BY_NC,
    added_days_ago: 55,
    drawing: object("beads"),
    description:
      "Dancers turn slowly to the songs of the elders in the gentle Amaraba, painted in the soft colours of late afternoon.",
  },
  {
    title: "Young Ensemble, First Performance",
    category: "Traditional Dance",
    artist: "Grace Uwimana",
    year: 2024,
    medium: "Digital painting",
    origin: "Kigali",
    rights: BY_NC,
    added_days_ago: 1,
    drawing: object("drum"),
    description:
      "A youth troupe from Nyamirambo on the evening of its first public show, shields raised and feet mid-stamp.",
  },
  // Handicrafts
  {
    title: "Agaseke, the Peace Basket",
    category: "Handicrafts",
    artist: "Claudine Mukamana",
    year: 2020,
    medium: "Sisal and sweetgrass, natural dyes",
    origin: "Bugesera",
    rights: COMMUNITY,
    featured: true,
    added_days_ago: 5,
    drawing: object("basket"),
    description:
      "A tall lidded basket coiled from sisal and sweetgrass; Agaseke were given at weddings and births and have become a symbol of reconciliation.",
  },
  {
    title: "Imigongo Spiral Panel",
    category: "Handicrafts",
    artist: "Jean Bosco Habimana",
    year: 2018,
    medium: "Cow dung relief, natural pigments on board",
    origin: "Kirehe",
    rights: COMMUNITY,
    featured: true,
    added_days_ago: 8,
    drawing: object("panel"),
    description:
      "Imigongo is raised relief art from Nyakarimbi in the east, modelled from cow dung and painted black, white and red; this panel winds a spiral into its centre.",
  },
  {
    title: "Ibyansi Milk Pots",
    category: "Handicrafts",
    artist: "Diane Ingabire",
    year: 2017,
    medium: "Carved wood, woven lids",
    origin: "Nyagatare",
    rights: ALL_RIGHTS,
    added_days_ago: 70,
    drawing: object("vessel"),
    description:
      "Wooden milk pots with pointed woven lids, the vessels in which milk, the most valued food of the herding families, was kept and offered.",
  },
  {
    title: "Inanga, the Trough Zither",
    category: "Handicrafts",
    artist: "Patrick Nshuti",
    year: 2023,
    medium: "Carved wood, single strung cord",
    origin: "Nyanza",
    rights: BY_NC,
    added_days_ago: 20,
    drawing: object("zither"),
    description:
      "An Inanga carved from a single piece of wood and strung with one long cord; its players accompany the sung histories of the kingdom.",
  },
  {
    title: "Earth and Fire, Batwa Pottery",
    category: "Handicrafts",
    artist: "Grace Uwimana",
    year: 2019,
    medium: "Hand-built clay, open firing",
    origin: "Gicumbi",
    rights: COMMUNITY,
    added_days_ago: 33,
    drawing: object("pot"),
    description:
      "Round-bellied cooking pots built by hand without a wheel, in the pottery tradition kept by Batwa potters for generations.",
  },
  // Landscapes
  {
    title: "Lake Kivu Evening",
    category: "Landscapes",
    artist: "Eric Mugisha",
    year: 2022,
    medium: "Oil on canvas",
    origin: "Rubavu",
    rights: BY_NC,
    featured: true,
    added_days_ago: 2,
    drawing: landscape,
    description:
      "Fishing boats head out onto Lake Kivu at dusk, their lanterns just lit below the darkening hills of the western shore.",
  },
  {
    title: "Virunga Morning Mist",
    category: "Landscapes",
    artist: "Aline Uwase",
    year: 2023,
    medium: "Acrylic on canvas",
    origin: "Musanze",
    rights: BY_NC,
    added_days_ago: 6,
    drawing: landscape,
    description:
      "The volcanoes of the Virunga range rise out of the morning mist above potato fields near Kinigi.",
  },
  {
    title: "Tea Terraces of Nyungwe",
    category: "Landscapes",
    artist: "Olivier Niyonzima",
    year: 2021,
    medium: "Watercolour on paper",
    origin: "Nyamasheke",
    rights: ALL_RIGHTS,
    added_days_ago: 15,
    drawing: landscape,
    description:
      "Rows of tea bushes follow the contours of the hills at the edge of the Nyungwe forest, each terrace a stripe of green.",
  },
  {
    title: "Akagera Savannah",
    category: "Landscapes",
    artist: "Diane Ingabire",
    year: 2020,
    medium: "Acrylic on paper",
    origin: "Kayonza",
    rights: BY_NC,
    added_days_ago: 48,
    drawing: landscape,
    description:
      "The wide, dry grassland of the east with its scattered acacias and the lakes of the Akagera valley beyond.",
  },
  {
    title: "A Thousand Hills",
    category: "Landscapes",
    artist: "Patrick Nshuti",
    year: 2024,
    medium: "Linocut, three colours",
    origin: "Ruhango",
    rights: BY_NC,
    added_days_ago: 4,
    drawing: landscape,
    description:
      "Hill after hill fades into the distance in this three-colour linocut, the view that gave the country its name.",
  },
  // Historical Art
  {
    title: "Rukari, the Royal Compound",
    category: "Historical Art",
    artist: "Jean Bosco Habimana",
    year: 2016,
    medium: "Ink and wash on paper",
    origin: "Nyanza",
    rights: ALL_RIGHTS,
    featured: true,
    added_days_ago: 9,
    drawing: { kind: "royal-house" },
    description:
      "A study of the reconstructed royal residence at Rukari, Nyanza: the great thatched house of the king within its reed fence.",
  },
  {
    title: "Study of a Royal Drum",
    category: "Historical Art",
    artist: "Eric Mugisha",
    year: 2015,
    medium: "Charcoal on paper",
    origin: "Nyanza",
    rights: BY_NC,
    added_days_ago: 90,
    drawing: object("drum"),
    description:
      "A charcoal study of a court drum. In the kingdom, royal drums were emblems of power, each with a name and keepers of its own.",
  },
  {
    title: "The Milk Pot Carrier",
    category: "Historical Art",
    artist: "Claudine Mukamana",
    year: 2017,
    medium: "Tempera on board",
    origin: "Huye",
    rights: BY_NC,
    added_days_ago: 62,
    drawing: object("vessel"),
    description:
      "Painted from a description in oral history: a young woman carries milk to the royal enclosure at dawn.",
  },
  {
    title: "The Bow of the Hunter",
    category: "Historical Art",
    artist: "Patrick Nshuti",
    year: 2019,
    medium: "Ink on handmade paper",
    origin: "Karongi",
    rights: ALL_RIGHTS,
    added_days_ago: 27,
    drawing: object("bow"),
    description:
      "A bow and quiver of the kind kept in the Ethnographic Museum's hunting gallery, drawn as a tribute to the hunters of the western forests.",
  },
  {
    title: "Seat of the Elders",
    category: "Historical Art",
    artist: "Grace Uwimana",
    year: 2022,
    medium: "Acrylic on canvas",
    origin: "Rwamagana",
    rights: BY_NC,
    added_days_ago: 18,
    drawing: object("stool"),
    description: "A carved stool of the kind on which elders sat to hear and settle a family's disputes.",
  },
  // Festivals
  {
    title: "Umuganura, the Harvest Feast",
    category: "Festivals",
    artist: "Diane Ingabire",
    year: 2024,
    medium: "Acrylic on canvas",
    origin: "Nyanza",
    rights: BY_NC,
    featured: true,
    added_days_ago: 7,
    drawing: object("basket"),
    description:
      "Families share sorghum and millet at Umuganura, the first-harvest festival, revived as a national day each August.",
  },
  {
    title: "Kwita Izina, Naming the Gorillas",
    category: "Festivals",
    artist: "Aline Uwase",
    year: 2023,
    medium: "Digital painting",
    origin: "Musanze",
    rights: BY_NC,
    added_days_ago: 10,
    drawing: landscape,
    description:
      "Crowds gather at the foot of the volcanoes for Kwita Izina, the ceremony in which newborn mountain gorillas receive their names.",
  },
  {
    title: "Wedding Gifts, Gusaba",
    category: "Festivals",
    artist: "Olivier Niyonzima",
    year: 2021,
    medium: "Oil on canvas",
    origin: "Rusizi",
    rights: ALL_RIGHTS,
    added_days_ago: 36,
    drawing: object("cloth"),
    description:
      "At Gusaba, the family of the groom asks for the bride's hand; the painting shows the gifts and the Umushanana robes of the day.",
  },
  {
    title: "Festival of Drums, Huye",
    category: "Festivals",
    artist: "Eric Mugisha",
    year: 2020,
    medium: "Acrylic on board",
    origin: "Huye",
    rights: BY_NC,
    added_days_ago: 44,
    drawing: object("drum"),
    description:
      "Drum troupes from across the south meet on the town's stadium grounds for an afternoon of rhythm and dance.",
  },
  {
    title: "Lanterns on the Lake",
    category: "Festivals",
    artist: "Grace Uwimana",
    year: 2024,
    medium: "Watercolour on paper",
    origin: "Karongi",
    rights: BY_NC,
    added_days_ago: 11,
    drawing: object("beads"),
    description: "A night festival on the shore of Lake Kivu, fishermen's songs carried across the water.",
  },
];
