import type { DemoCategory } from "./types.ts";

export const imigongoArt: DemoCategory = {
  name: "Imigongo Art",
  slug: "imigongo-art",
  description:
    "Imigongo is the raised geometric art of eastern Rwanda: ridges of cow dung mixed with ash are shaped on a board, then painted black, white and earth red with natural pigments.",
  picture: "panel",
  products: [
    {
      name: "Imigongo Zigzag Panel, Large",
      description:
        "A 90 × 60 cm board of stacked zigzag ridges in black, white and earth red, shaped by hand from cow dung and ash and painted with kaolin, red soil and soot. Made by a women's cooperative in Nyakarambi, Kirehe District.",
      price: 185_000,
      stock: 6,
      featured: true,
      rating: 4.9,
      review_count: 38,
      sales: 64,
      listed_days_ago: 140,
      images: 3,
    },
    {
      name: "Imigongo Diamond Wall Tile",
      description:
        "A 30 × 30 cm tile of nested diamonds in black, white and earth red, one of the oldest Imigongo motifs. Hangs from a hidden cord on the back; light enough for a plaster wall.",
      price: 28_000,
      original_price: 35_000,
      stock: 24,
      rating: 4.6,
      review_count: 52,
      sales: 131,
      listed_days_ago: 95,
      images: 2,
    },
    {
      name: "Imigongo Spiral Square",
      description:
        "A square board with a rectilinear spiral winding to its centre, ridges about 1 cm high. Each piece is dried in the sun for several days before it is painted.",
      price: 46_000,
      stock: 15,
      rating: 4.7,
      review_count: 21,
      sales: 47,
      listed_days_ago: 3,
      images: 2,
    },
    {
      name: "Imigongo Triptych: Hills at Dusk",
      description:
        "Three 40 × 60 cm panels meant to hang side by side: triangle rows like the hills of the east, zigzag bands, and concentric squares. Signed on the back by the three makers.",
      price: 420_000,
      stock: 2,
      featured: true,
      rating: 5,
      review_count: 9,
      sales: 11,
      listed_days_ago: 210,
      images: 4,
    },
    {
      name: "Imigongo Coaster Set of Six",
      description:
        "Six 10 cm coasters on hardwood bases, each with a different motif, sealed with a matt varnish so that they can be wiped clean.",
      price: 18_000,
      stock: 60,
      rating: 4.4,
      review_count: 87,
      sales: 302,
      listed_days_ago: 60,
      images: 2,
    },
    {
      name: "Imigongo Ochre and Black Panel",
      description:
        "A 60 × 40 cm board in the less common ochre palette, the ridges painted with yellow clay. Worked in the traditional way, without moulds.",
      price: 95_000,
      original_price: 120_000,
      stock: 0,
      rating: 4.8,
      review_count: 14,
      sales: 29,
      listed_days_ago: 180,
      images: 3,
    },
    {
      name: "Imigongo Mirror Frame",
      description:
        "A round mirror set in a 45 cm Imigongo frame of radiating triangles in black and white. Made to order; each frame differs slightly.",
      price: 72_000,
      stock: 8,
      rating: 4.5,
      review_count: 17,
      sales: 36,
      listed_days_ago: 1,
      images: 1,
    },
    {
      name: "Imigongo Bookends (Pair)",
      description:
        "Two weighted wooden bookends faced with small diamond-pattern Imigongo plaques, in earth red and white.",
      price: 34_000,
      stock: 12,
      condition: "new",
      rating: 4.2,
      review_count: 11,
      sales: 23,
      listed_days_ago: 75,
      images: 2,
    },
  ],
};
