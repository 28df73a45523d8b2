import type { DemoCategory } from "./types.ts";

export const books: DemoCategory = {
  name: "Books on Rwanda",
  slug: "books",
  description:
    "Books on Rwandan history, culture and language, from Kinyarwanda primers to collections of oral tradition, proverbs and recipes.",
  picture: "book",
  products: [
    {
      name: "Kinyarwanda for Beginners: Phrasebook and Grammar",
      description:
        "Greetings, numbers, the noun classes and everyday conversations, each with a pronunciation guide; with a short English–Kinyarwanda word list.",
      price: 12_000,
      stock: 45,
      featured: true,
      rating: 4.7,
      review_count: 112,
      sales: 430,
      listed_days_ago: 150,
      images: 2,
    },
    {
      name: "Imigani: Rwandan Folktales Retold",
      description:
        "Thirty tales from the oral tradition, told in English with the Kinyarwanda openings and songs kept, and notes on when each was told.",
      price: 9_500,
      stock: 30,
      rating: 4.6,
      review_count: 48,
      sales: 155,
      listed_days_ago: 3,
      images: 1,
    },
    {
      name: "Imigani y'Imigenurano: 500 Kinyarwanda Proverbs",
      description:
        "Proverbs in Kinyarwanda with literal and everyday translations, grouped by theme: cattle, family, work, patience and speech.",
      price: 8_000,
      original_price: 10_000,
      stock: 22,
      rating: 4.5,
      review_count: 36,
      sales: 121,
      listed_days_ago: 70,
      images: 1,
    },
    {
      name: "The Kingdom of Rwanda: A History to 1962",
      description:
        "An illustrated history of the Rwandan kingdom from its origins to independence: the royal court, the drums as emblems of power, and the colonial period.",
      price: 28_000,
      stock: 12,
      rating: 4.4,
      review_count: 21,
      sales: 58,
      listed_days_ago: 200,
      images: 3,
    },
    {
      name: "Remembrance and Rebuilding: Rwanda since 1994",
      description:
        "Testimonies of survivors and of those who rebuilt communities after the 1994 Genocide against the Tutsi, with chapters on Gacaca courts and Umuganda.",
      price: 24_000,
      stock: 9,
      rating: 4.8,
      review_count: 27,
      sales: 64,
      listed_days_ago: 110,
      images: 2,
    },
    {
      name: "Imigongo: Art of the Eastern Province",
      description:
        "A large-format photographic book on Imigongo: how the panels are shaped and painted, the makers who revived the art, and a catalogue of motifs.",
      price: 35_000,
      original_price: 42_000,
      stock: 0,
      rating: 4.9,
      review_count: 15,
      sales: 40,
      listed_days_ago: 160,
      images: 4,
    },
    {
      name: "Flavours of the Hills: A Rwandan Cookbook",
      description:
        "Recipes for isombe (cassava leaves), ibihaza (pumpkin), brochettes and banana dishes, with notes on Rwandan coffee and tea.",
      price: 18_000,
      stock: 19,
      rating: 4.3,
      review_count: 24,
      sales: 73,
      listed_days_ago: 45,
      images: 2,
    },
    {
      name: "Kinyarwanda–English Dictionary, Second-Hand",
      description:
        "A used pocket dictionary of about 10,000 entries, in good condition with some pencil notes in the margins.",
      price: 4_500,
      stock: 4,
      condition: "used",
      rating: 4,
      review_count: 3,
      sales: 12,
      listed_days_ago: 25,
      images: 1,
    },
  ],
};
