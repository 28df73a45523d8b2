import type { DemoCategory } from "./types.ts";

export const baskets: DemoCategory = {
  name: "Agaseke & Basketry",
  slug: "agaseke-baskets",
  description:
    "Coiled baskets woven by Rwandan women from sisal, sweetgrass and papyrus. The lidded Agaseke, long given at weddings and births, has become known as the peace basket.",
  picture: "basket",
  products: [
    {
      name: "Agaseke Peace Basket, Classic",
      description:
        "A 30 cm lidded Agaseke with the tall pointed lid, tightly coiled sweetgrass wrapped in natural and black-dyed sisal in a zigzag band. Traditionally given to hold a gift for a bride.",
      price: 32_000,
      stock: 40,
      featured: true,
      rating: 4.9,
      review_count: 124,
      sales: 418,
      listed_days_ago: 160,
      images: 3,
    },
    {
      name: "Agaseke Peace Basket, Miniature",
      description:
        "A 12 cm Agaseke woven with the same coil-and-wrap technique as the full size; a small gift that travels well.",
      price: 9_000,
      original_price: 12_000,
      stock: 85,
      rating: 4.7,
      review_count: 96,
      sales: 512,
      listed_days_ago: 120,
      images: 2,
    },
    {
      name: "Tall Agaseke with Diamond Band",
      description:
        "A 55 cm display basket with a band of diamonds in earth red. Weavers in the Southern Province take about three weeks to finish one.",
      price: 88_000,
      stock: 4,
      rating: 4.8,
      review_count: 19,
      sales: 27,
      listed_days_ago: 2,
      images: 4,
    },
    {
      name: "Urutaro Winnowing Tray",
      description:
        "A wide, shallow tray of split papyrus used to winnow sorghum and beans, woven flat and finished with a reinforced rim. Also makes a fine wall piece.",
      price: 15_000,
      stock: 22,
      rating: 4.3,
      review_count: 31,
      sales: 88,
      listed_days_ago: 45,
      images: 1,
    },
    {
      name: "Nesting Fruit Bowls, Set of Three",
      description:
        "Three open coiled bowls of 18, 24 and 30 cm in natural sisal with black and ochre rings. Wipe with a dry cloth.",
      price: 27_000,
      stock: 18,
      rating: 4.6,
      review_count: 44,
      sales: 139,
      listed_days_ago: 88,
      images: 2,
    },
    {
      name: "Banana-Fibre Storage Basket",
      description:
        "A sturdy 35 cm basket with a lid, woven from dried banana-leaf fibre over a sisal core, for linen or toys.",
      price: 24_000,
      original_price: 30_000,
      stock: 0,
      rating: 4.1,
      review_count: 12,
      sales: 41,
      listed_days_ago: 230,
      images: 2,
    },
    {
      name: "Wall Plate Trio in Earth Tones",
      description:
        "Three flat coiled plates (20, 28 and 36 cm) with star and zigzag patterns in terracotta, black and natural, ready to hang.",
      price: 42_000,
      stock: 9,
      featured: true,
      rating: 4.8,
      review_count: 26,
      sales: 58,
      listed_days_ago: 30,
      images: 3,
    },
    {
      name: "Papyrus Market Basket",
      description:
        "An open carry basket with twisted papyrus handles, roomy enough for a market day in Kimironko.",
      price: 12_500,
      stock: 30,
      rating: 4,
      review_count: 8,
      sales: 23,
      listed_days_ago: 270,
      images: 1,
    },
  ],
};
