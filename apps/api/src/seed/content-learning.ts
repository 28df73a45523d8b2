import type { Drawing } from "./content-drawings.ts";

/** E-learning demo content. Instructors are fictional people; their portraits are patterned discs. */
const obj = (object: Extract<Drawing, { kind: "object" }>["object"]): Drawing => ({ kind: "object", object });

export const DEMO_COURSE_CATEGORIES: { slug: string; name: string; description: string; drawing: Drawing }[] =
  [
    {
      slug: "kinyarwanda",
      name: "Kinyarwanda Language",
      description: "Greetings, proverbs and everyday conversation in the language spoken by every Rwandan.",
      drawing: obj("book"),
    },
    {
      slug: "history",
      name: "Rwandan History",
      description: "The kingdom, the colonial period, independence and the country since 1994.",
      drawing: { kind: "royal-house" },
    },
    {
      slug: "music",
      name: "Music & Instruments",
      description: "Ingoma drums, the Inanga zither, the Umuduri bow and the songs they carry.",
      drawing: obj("zither"),
    },
    {
      slug: "dance",
      name: "Traditional Dance",
      description: "Intore, Umushagiriro and the dances of the royal court and the villages.",
      drawing: obj("drum"),
    },
    {
      slug: "crafts",
      name: "Crafts & Weaving",
      description: "Agaseke baskets, Imigongo relief art, pottery and woodwork.",
      drawing: obj("basket"),
    },
    {
      slug: "oral-literature",
      name: "Oral Literature",
      description: "Tales, riddles, proverbs and the poetry of the court.",
      drawing: obj("book"),
    },
    {
      slug: "food",
      name: "Food & Hospitality",
      description: "Milk, sorghum and banana: the foods of the hills and the customs of sharing them.",
      drawing: obj("vessel"),
    },
    {
      slug: "heritage-sites",
      name: "Heritage Sites",
      description: "Museums, palaces and memorials, and how to visit them with understanding.",
      drawing: { kind: "landscape" },
    },
  ];

export interface DemoCourse {
  category: string;
  title: string;
  description: string;
  duration: string;
  added_days_ago: number;
  drawing: Drawing;
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    category: "kinyarwanda",
    title: "Kinyarwanda for Beginners",
    description: "Greet, introduce yourself and count to a hundred in your first four weeks.",
    duration: "4 weeks",
    added_days_ago: 120,
    drawing: obj("book"),
  },
  {
    category: "kinyarwanda",
    title: "Proverbs and Their Meanings",
    description: "Thirty Rwandan proverbs (imigani) explained, with when and how to use them.",
    duration: "2 weeks",
    added_days_ago: 9,
    drawing: obj("book"),
  },
  {
    category: "history",
    title: "The Kingdom of Rwanda",
    description:
      "From the early kings to the end of the monarchy in 1961, told through oral histories and sources.",
    duration: "6 weeks",
    added_days_ago: 200,
    drawing: { kind: "royal-house" },
  },
  {
    category: "history",
    title: "Colonial Rwanda, 1897–1962",
    description: "German and Belgian rule and how it changed the country's institutions.",
    duration: "5 weeks",
    added_days_ago: 75,
    drawing: obj("panel"),
  },
  {
    category: "history",
    title: "Remembering 1994 with Care",
    description:
      "The history of the Genocide against the Tutsi, its commemoration, and how to speak about it with respect.",
    duration: "3 weeks",
    added_days_ago: 60,
    drawing: { kind: "object", object: "panel", palette: ["#1C1917", "#E7E1D8", "#57534E"] },
  },
  {
    category: "music",
    title: "Playing the Inanga",
    description: "Hold, tune and play the trough zither, and accompany a simple song.",
    duration: "6 weeks",
    added_days_ago: 30,
    drawing: obj("zither"),
  },
  {
    category: "music",
    title: "Ingoma: the Drums of Rwanda",
    description: "The basic rhythms of a drum ensemble and the role of each drum.",
    duration: "4 weeks",
    added_days_ago: 45,
    drawing: obj("drum"),
  },
  {
    category: "dance",
    title: "Intore Dance Foundations",
    description: "Posture, footwork and the first sequences of the warriors' dance.",
    duration: "5 weeks",
    added_days_ago: 15,
    drawing: obj("drum"),
  },
  {
    category: "dance",
    title: "Umushagiriro, the Cattle Dance",
    description: "The graceful arm movements that imitate the horns of Inyambo cattle.",
    duration: "3 weeks",
    added_days_ago: 5,
    drawing: obj("cloth"),
  },
  {
    category: "crafts",
    title: "Weaving an Agaseke",
    description: "Coil sisal and sweetgrass into a small lidded basket, from the first ring to the lid.",
    duration: "4 weeks",
    added_days_ago: 90,
    drawing: obj("basket"),
  },
  {
    category: "crafts",
    title: "Imigongo at Home",
    description: "The motifs of Imigongo and how to model and paint a small relief panel.",
    duration: "3 weeks",
    added_days_ago: 2,
    drawing: obj("panel"),
  },
  {
    category: "oral-literature",
    title: "Tales of the Hills",
    description: "Classic folk tales, among them the story of Ndabaga, and what they teach.",
    duration: "2 weeks",
    added_days_ago: 25,
    drawing: obj("book"),
  },
  {
    category: "oral-literature",
    title: "Court Poetry",
    description: "The praise poems and dynastic poetry recited at the royal court.",
    duration: "4 weeks",
    added_days_ago: 150,
    drawing: obj("book"),
  },
  {
    category: "food",
    title: "The Rwandan Table",
    description: "Isombe, ibihaza and ikivuguto: cooking and sharing the dishes of the hills.",
    duration: "3 weeks",
    added_days_ago: 12,
    drawing: obj("pot"),
  },
  {
    category: "heritage-sites",
    title: "Visiting Rwanda's Museums",
    description: "What each national museum holds and how to plan a visit.",
    duration: "2 weeks",
    added_days_ago: 20,
    drawing: { kind: "landscape" },
  },
  {
    category: "heritage-sites",
    title: "The Landscapes of Heritage",
    description: "Volcanoes, lakes and hills, and the stories attached to them.",
    duration: "3 weeks",
    added_days_ago: 1,
    drawing: { kind: "landscape" },
  },
];

export const DEMO_INSTRUCTORS = [
  { name: "Josiane Mukeshimana", role: "Kinyarwanda teacher" },
  { name: "Emmanuel Twagirayezu", role: "Historian" },
  { name: "Solange Umutoni", role: "Weaver and craft teacher" },
  { name: "Innocent Hakizimana", role: "Drummer and musician" },
  { name: "Vestine Nyiraneza", role: "Dance instructor" },
];
