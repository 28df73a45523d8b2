import type { DemoCategory } from "./types.ts";

export const jewellery: DemoCategory = {
  name: "Jewellery & Beadwork",
  slug: "jewellery-beadwork",
  description:
    "Beadwork, polished cow-horn jewellery and recycled-paper beads from Rwanda and the wider region, made by hand in small workshops.",
  picture: "beads",
  products: [
    {
      name: "Cow-Horn Bangle",
      description:
        "A bangle cut from cow horn, a by-product of Rwanda's cattle culture, sanded and polished to show its natural bands of black and amber.",
      price: 8_500,
      stock: 70,
      rating: 4.6,
      review_count: 88,
      sales: 340,
      listed_days_ago: 100,
      images: 2,
    },
    {
      name: "Cow-Horn Drop Earrings",
      description:
        "Light teardrop earrings of polished horn on hypoallergenic hooks, each pair cut from one piece.",
      price: 7_000,
      original_price: 9_000,
      stock: 64,
      rating: 4.5,
      review_count: 51,
      sales: 210,
      listed_days_ago: 45,
      images: 2,
    },
    {
      name: "Imigongo Beaded Collar Necklace",
      description:
        "A wide collar of glass seed beads stitched in rows of black, white and red triangles, closing with a carved horn toggle.",
      price: 36_000,
      stock: 10,
      featured: true,
      rating: 4.9,
      review_count: 24,
      sales: 52,
      listed_days_ago: 25,
      images: 3,
    },
    {
      name: "Recycled Paper Bead Necklace",
      description:
        "Long beads rolled by hand from strips of recycled paper and sealed with varnish, strung in ochre and blue.",
      price: 5_500,
      stock: 90,
      rating: 4.2,
      review_count: 67,
      sales: 388,
      listed_days_ago: 190,
      images: 1,
    },
    {
      name: "Maasai Beaded Cuff",
      description:
        "A beaded leather cuff in the colour-blocked style of Maasai beadwork from Kenya and Tanzania, in red, white and blue.",
      price: 12_000,
      stock: 27,
      rating: 4.4,
      review_count: 33,
      sales: 97,
      listed_days_ago: 2,
      images: 2,
    },
    {
      name: "Brass and Bead Anklet",
      description:
        "A fine anklet of hammered brass links and small red glass beads that chime softly as you walk.",
      price: 6_000,
      stock: 0,
      rating: 3.9,
      review_count: 12,
      sales: 44,
      listed_days_ago: 260,
      images: 1,
    },
    {
      name: "Vintage Amber Trade-Bead Strand",
      description:
        "A strand of older glass trade beads, restrung on new cord; some beads show chips from long wear, as they should.",
      price: 58_000,
      stock: 1,
      condition: "used",
      rating: 4.7,
      review_count: 6,
      sales: 3,
      listed_days_ago: 80,
      images: 3,
    },
    {
      name: "Silver Agaseke Pendant",
      description:
        "A small sterling-silver pendant in the shape of an Agaseke basket with its pointed lid, on a 45 cm chain.",
      price: 45_000,
      original_price: 52_000,
      stock: 12,
      featured: true,
      rating: 4.8,
      review_count: 29,
      sales: 61,
      listed_days_ago: 12,
      images: 2,
    },
  ],
};
