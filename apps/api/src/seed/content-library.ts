import type { Drawing } from "./content-drawings.ts";

/** Books, articles, testimonials, partners and historical events. People and organisations here are fictional. */
const obj = (object: Extract<Drawing, { kind: "object" }>["object"]): Drawing => ({ kind: "object", object });

export const DEMO_BOOKS = [
  {
    title: "Stories of the Thousand Hills",
    author: "Diane Ingabire",
    price: 12_000,
    rating: "4.7",
    is_new: true,
    description: "Twenty folk tales retold for young readers, each with a note on where it was collected.",
    drawing: obj("book"),
  },
  {
    title: "The Weaver's Daughter",
    author: "Patrick Nshuti",
    price: 9_500,
    rating: "4.5",
    is_new: true,
    description: "A novel of three generations of basket weavers in Bugesera.",
    drawing: obj("basket"),
  },
  {
    title: "Imigongo: Patterns of the East",
    author: "Jean Bosco Habimana",
    price: 18_000,
    rating: "4.8",
    is_new: false,
    description: "A visual guide to the motifs of Imigongo relief art and the women who revived it.",
    drawing: obj("panel"),
  },
  {
    title: "Songs for the Inanga",
    author: "Innocent Hakizimana",
    price: 8_000,
    rating: "4.3",
    is_new: false,
    description: "Lyrics and simple notation of twelve songs traditionally sung to the trough zither.",
    drawing: obj("zither"),
  },
  {
    title: "A Kinyarwanda Phrasebook",
    author: "Josiane Mukeshimana",
    price: 6_500,
    rating: "4.6",
    is_new: false,
    description: "Everyday phrases, greetings and proverbs, with pronunciation.",
    drawing: obj("book"),
  },
  {
    title: "Milk, Sorghum and Banana",
    author: "Grace Uwimana",
    price: 14_000,
    rating: "4.4",
    is_new: false,
    description: "Recipes and table customs from across the country's regions.",
    drawing: obj("pot"),
  },
];

export const DEMO_ARTICLES = [
  {
    title: "Imigongo: from cattle to canvas",
    description: "How an art modelled from cow dung in Nyakarimbi became one of Rwanda's best-known designs.",
    read_time: 6,
    days_ago: 3,
    drawing: obj("panel"),
  },
  {
    title: "Why Umuganura still matters",
    description: "The first-harvest festival, its meaning in the kingdom, and its return as a national day.",
    read_time: 5,
    days_ago: 10,
    drawing: obj("basket"),
  },
  {
    title: "The Inanga and the sung histories",
    description: "How a single-stringed zither carried the memory of kings and battles.",
    read_time: 7,
    days_ago: 18,
    drawing: obj("zither"),
  },
  {
    title: "Caring for a museum collection",
    description: "What conservators do to keep baskets, bark cloth and wood from decay.",
    read_time: 4,
    days_ago: 26,
    drawing: obj("vessel"),
  },
  {
    title: "Naming a child in Rwanda",
    description: "Kwita izina, the naming ceremony, and what Rwandan names say.",
    read_time: 5,
    days_ago: 35,
    drawing: obj("beads"),
  },
];

export const DEMO_TESTIMONIALS = [
  {
    name: "Chantal Iradukunda",
    title: "Secondary school teacher, Musanze",
    content:
      "My students found the museums and the Imigongo patterns here before our school trip. They arrived at Nyanza already asking good questions.",
  },
  {
    name: "Samuel Okello",
    title: "Researcher in African art history",
    content:
      "Being able to search artworks by community and by category saves me days. The rights statement on every item tells me what I may reuse.",
  },
  {
    name: "Ange Mutesi",
    title: "Basket weaver, Bugesera",
    content:
      "I shared the story of our cooperative's Agaseke and people from other countries wrote to ask how the patterns are made.",
  },
];

export const DEMO_PARTNERS = [
  { name: "Hills Heritage Trust", description: "Supports the digitisation of community archives." },
  { name: "Kivu Storytellers Network", description: "Records folk tales and songs around Lake Kivu." },
  { name: "Umurage Digital Lab", description: "Builds tools for cataloguing cultural collections." },
  { name: "Amahoro Arts Foundation", description: "Funds young artists and craft cooperatives." },
  { name: "Inzira Learning Collective", description: "Designs courses with teachers and elders." },
  { name: "Ishami Photo Archive", description: "Preserves and describes historical photographs." },
  { name: "Intore Youth Ensemble", description: "Teaches traditional dance to young people." },
  { name: "Akabindi Craft Circle", description: "Connects potters and weavers with buyers." },
];

/** The heritage page's three cards: one each for rebellion, conflict and politics. */
export const DEMO_EVENTS = [
  {
    title: "The Nyabingi uprisings",
    period: "1911–1912",
    category: "rebellion",
    badge: "Featured",
    description:
      "In the north, followers of the Nyabingi spirit cult, led first by the priestess Muhumusa and then by Ndungutse, rose against the colonial powers and the royal court. The revolts were put down in 1912.",
    drawing: { kind: "landscape" },
  },
  {
    title: "The battle of Shangi",
    period: "1896",
    category: "conflict",
    badge: "Popular",
    description:
      "Near Lake Kivu, the Rwandan army attacked a post of the Congo Free State's forces at Shangi and was defeated, one of the kingdom's first armed encounters with a colonial force.",
    drawing: obj("bow"),
  },
  {
    title: "The Rucunshu succession crisis",
    period: "1896",
    category: "politics",
    badge: "New",
    description:
      "After the death of King Kigeli IV Rwabugiri, his designated heir Mibambwe IV Rutarindwa was overthrown at Rucunshu, and Yuhi V Musinga was placed on the throne by his mother's family.",
    drawing: { kind: "royal-house" },
  },
] as const satisfies readonly {
  title: string;
  period: string;
  description: string;
  category: string;
  badge: string;
  drawing: Drawing;
}[];
