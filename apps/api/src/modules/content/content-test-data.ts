import type { Db } from "../../db/client.ts";
import {
  artworks,
  historicalFigures,
  museumArtifacts,
  museumGalleryImages,
  museums,
  virtualExhibitions,
} from "../../db/schema/content.ts";
import { courseCategories, courses } from "../../db/schema/learning.ts";

/** What every record written in English and read without a language says about its texts (105). */
export const inEnglish = { language: "en", original_language: "en", translated: true } as const;

/** Small, known rows for the route tests (the demo seed is tested on its own). */
const picture = (name: string) => ({ image: `/media/${name}.webp`, thumbnail: `/media/${name}-thumb.webp` });

type ArtworkCategory = (typeof artworks.$inferInsert)["category"];
const artwork = (
  title: string,
  category: ArtworkCategory,
  artist: string,
  year: number,
  origin = "Kigali",
) => ({
  title,
  category,
  artist,
  year,
  origin,
  description: `${title}, a work by ${artist}.`,
  medium: "Acrylic on canvas",
  rights: "© the artist",
  ...picture(title.toLowerCase().replace(/\W+/g, "-")),
});

export const testArtworks = [
  artwork("Intore at Dawn", "Traditional Dance", "Aline Uwase", 2019),
  artwork("Drummers of Nyanza", "Traditional Dance", "Eric Mugisha", 2021, "Nyanza"),
  artwork("Agaseke Peace Basket", "Handicrafts", "Claudine Mukamana", 2020, "Bugesera"),
  artwork("Imigongo Spiral Panel", "Handicrafts", "Nyakarimbi Cooperative", 2018, "Kirehe"),
  artwork("Lake Kivu Evening", "Landscapes", "Eric Mugisha", 2022, "Rubavu"),
  artwork("Virunga Morning Mist", "Landscapes", "Aline Uwase", 2023, "Musanze"),
  artwork("Court of Rukari", "Historical Art", "Jean Bosco Habimana", 2016, "Nyanza"),
  artwork("Umuganura Harvest", "Festivals", "Claudine Mukamana", 2024, "Huye"),
  artwork("Kwita Izina Procession", "Festivals", "Eric Mugisha", 2024, "Musanze"),
];

export async function insertTestContent(db: Db) {
  await db.insert(artworks).values(testArtworks);
  const [palace, memorial, ethnographic] = await db
    .insert(museums)
    .values([
      {
        slug: "kings-palace-museum",
        name: "King's Palace Museum",
        location: "Nyanza, Southern Province",
        description: "A reconstruction of the royal residence.",
        long_description: "Long text about the palace.",
        category: "Historical",
        position: 1,
        ...picture("palace"),
      },
      {
        slug: "kigali-genocide-memorial",
        name: "Kigali Genocide Memorial",
        location: "Gisozi, Kigali",
        description: "The final resting place of more than 250,000 victims.",
        long_description: "Long text about the memorial.",
        category: "Memorial",
        position: 2,
        ...picture("memorial"),
      },
      {
        slug: "ethnographic-museum",
        name: "Ethnographic Museum",
        location: "Huye, Southern Province",
        description: "One of Africa's finest ethnographic collections.",
        long_description: "Long text about the collection.",
        category: "Cultural",
        position: 3,
        ...picture("ethnographic"),
      },
    ])
    .returning();
  await db.insert(museumArtifacts).values([
    {
      museum_id: palace!.id,
      name: "Royal drum",
      description: "A drum of the court.",
      category: "Cultural Heritage",
      historical_period: "19th century",
      position: 2,
      ...picture("drum"),
    },
    {
      museum_id: palace!.id,
      name: "Inyambo horns",
      description: "Horns of the royal cattle.",
      category: "Natural History",
      historical_period: "20th century",
      position: 1,
      ...picture("horns"),
    },
  ]);
  await db
    .insert(museumGalleryImages)
    .values([{ museum_id: palace!.id, caption: "The palace", ...picture("g1") }]);
  await db.insert(virtualExhibitions).values([
    {
      museum_id: palace!.id,
      title: "Walk through the royal compound",
      description: "A guided tour.",
      type: "tour",
      duration: "20 min",
      featured: true,
    },
  ]);
  await db.insert(historicalFigures).values([
    {
      museum_id: ethnographic!.id,
      name: "Alexis Kagame",
      era: "1912–1981",
      description: "Historian.",
      image: "/media/ak.webp",
      position: 1,
    },
    {
      museum_id: palace!.id,
      name: "Mutara III Rudahigwa",
      era: "1931–1959",
      description: "King.",
      image: "/media/m3.webp",
      position: 2,
    },
  ]);
  const [language, music] = await db
    .insert(courseCategories)
    .values([
      {
        slug: "kinyarwanda",
        name: "Kinyarwanda Language",
        description: "Speak it.",
        position: 1,
        ...picture("lang"),
      },
      {
        slug: "music",
        name: "Music & Instruments",
        description: "Play it.",
        position: 2,
        ...picture("music"),
      },
      {
        slug: "empty",
        name: "Empty Category",
        description: "Nothing yet.",
        position: 3,
        ...picture("empty"),
      },
    ])
    .returning();
  const course = (title: string, categoryId: number, followers: number, daysAgo: number) => ({
    title,
    category_id: categoryId,
    followers,
    description: `${title} for beginners.`,
    duration: "4 weeks",
    created_at: new Date(Date.now() - daysAgo * 86_400_000),
    ...picture(title.toLowerCase().replace(/\W+/g, "-")),
  });
  await db
    .insert(courses)
    .values([
      course("Kinyarwanda Greetings", language!.id, 900, 30),
      course("Counting in Kinyarwanda", language!.id, 400, 2),
      course("Playing the Inanga", music!.id, 650, 10),
      course("Drumming Basics", music!.id, 1200, 20),
    ]);
  return { palace: palace!, memorial: memorial!, ethnographic: ethnographic! };
}
