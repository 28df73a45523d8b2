import type { DemoCategory } from "./types.ts";

export const pottery: DemoCategory = {
  name: "Pottery & Ceramics",
  slug: "pottery-ceramics",
  description:
    "Hand-built pottery, for generations the craft of Rwanda's Batwa (Twa) communities: pots coiled from local clay, burnished with a smooth stone and fired in the open.",
  picture: "pot",
  products: [
    {
      name: "Ikibindi Water Pot",
      description:
        "A round-bellied pot with a short neck, coiled by Batwa potters and open-fired, which keeps drinking water cool. About 8 litres.",
      price: 25_000,
      stock: 16,
      featured: true,
      rating: 4.8,
      review_count: 47,
      sales: 102,
      listed_days_ago: 90,
      images: 3,
    },
    {
      name: "Inkono Cooking Pot",
      description:
        "A wide-mouthed cooking pot for beans and sauces on a wood or charcoal fire; season it with a little oil before first use.",
      price: 14_000,
      stock: 28,
      rating: 4.3,
      review_count: 22,
      sales: 71,
      listed_days_ago: 175,
      images: 2,
    },
    {
      name: "Burnished Black Vase",
      description:
        "A 30 cm vase blackened by smoke in the firing and polished to a soft shine with a river stone. Decorative; not watertight.",
      price: 32_000,
      original_price: 38_000,
      stock: 9,
      rating: 4.7,
      review_count: 18,
      sales: 40,
      listed_days_ago: 55,
      images: 2,
    },
    {
      name: "Zigzag-Incised Serving Bowl",
      description:
        "A shallow bowl with a band of zigzags pressed into the wet clay with a carved roulette before firing.",
      price: 11_000,
      stock: 35,
      rating: 4.4,
      review_count: 30,
      sales: 96,
      listed_days_ago: 5,
      images: 1,
    },
    {
      name: "Clay Incense Burner",
      description: "A small lidded burner with cut-out triangles that scatter the light of a charcoal ember.",
      price: 6_500,
      stock: 50,
      rating: 4.1,
      review_count: 14,
      sales: 83,
      listed_days_ago: 220,
      images: 1,
    },
    {
      name: "Large Storage Jar",
      description:
        "A 60 cm jar of the kind once used to store sorghum beer, burnished red. Collected only in Kigali because of its size.",
      price: 78_000,
      stock: 2,
      rating: 5,
      review_count: 5,
      sales: 6,
      listed_days_ago: 300,
      images: 3,
    },
    {
      name: "Terracotta Cups, Set of Four",
      description:
        "Four unglazed cups that darken with use, each about 200 ml, sold with a woven sisal tray.",
      price: 16_000,
      original_price: 20_000,
      stock: 21,
      rating: 4.2,
      review_count: 16,
      sales: 58,
      listed_days_ago: 35,
      images: 2,
    },
  ],
};
