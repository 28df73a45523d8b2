import type { DemoCategory } from "./types.ts";

export const paintings: DemoCategory = {
  name: "Paintings",
  slug: "paintings",
  description:
    "Original paintings from Rwandan studios: the thousand hills, market days, Intore dancers and abstract work drawing on Imigongo geometry.",
  picture: "painting",
  products: [
    {
      name: "Land of a Thousand Hills, Acrylic on Canvas",
      description:
        "A 100 × 70 cm acrylic of terraced hills fading into the morning mist, painted in a Kigali studio. Stretched and ready to hang.",
      price: 280_000,
      stock: 1,
      featured: true,
      rating: 4.9,
      review_count: 8,
      sales: 4,
      listed_days_ago: 60,
      images: 3,
    },
    {
      name: "Intore Dancers in Motion",
      description:
        "Acrylic on canvas, 80 × 60 cm: Intore dancers with their long straw headdresses and shields, painted with broad, quick strokes.",
      price: 195_000,
      original_price: 230_000,
      stock: 1,
      rating: 4.8,
      review_count: 6,
      sales: 2,
      listed_days_ago: 140,
      images: 2,
    },
    {
      name: "Kimironko Market Morning",
      description:
        "A 60 × 50 cm oil painting of fruit sellers and Kitenge stalls in a busy Kigali market, warm with ochre light.",
      price: 150_000,
      stock: 2,
      rating: 4.6,
      review_count: 5,
      sales: 3,
      listed_days_ago: 4,
      images: 2,
    },
    {
      name: "Geometry of the East, Abstract",
      description:
        "A 70 × 70 cm abstract in black, white and earth red that carries the zigzag and diamond ridges of Imigongo into paint and palette knife.",
      price: 175_000,
      stock: 1,
      rating: 4.7,
      review_count: 4,
      sales: 2,
      listed_days_ago: 90,
      images: 2,
    },
    {
      name: "Banana-Leaf Collage: Mother and Child",
      description:
        "A collage of dried banana leaves in their natural browns and creams, cut and glued to board, framed at 40 × 50 cm.",
      price: 48_000,
      stock: 6,
      rating: 4.5,
      review_count: 19,
      sales: 27,
      listed_days_ago: 120,
      images: 1,
    },
    {
      name: "Lake Kivu at Dusk, Watercolour",
      description:
        "A small watercolour, 30 × 40 cm, of fishing boats returning across Lake Kivu, mounted under glass.",
      price: 65_000,
      stock: 3,
      rating: 4.4,
      review_count: 7,
      sales: 9,
      listed_days_ago: 240,
      images: 1,
    },
    {
      name: "Volcanoes of the North, Print",
      description:
        "A signed giclée print, 50 × 40 cm, of the Virunga volcanoes above potato fields, from an original oil painting.",
      price: 22_000,
      original_price: 28_000,
      stock: 25,
      rating: 4.3,
      review_count: 31,
      sales: 85,
      listed_days_ago: 30,
      images: 2,
    },
  ],
};
