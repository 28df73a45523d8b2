import type { DemoCategory } from "./types.ts";

export const textiles: DemoCategory = {
  name: "Kitenge & Mushanana Textiles",
  slug: "textiles-fashion",
  description:
    "Wax-print Kitenge cloth sold by the length and sewn by Kigali tailors, and the Mushanana, the draped dress worn by Rwandan women for weddings and ceremonies.",
  picture: "cloth",
  products: [
    {
      name: "Mushanana Ceremonial Dress, Ivory and Gold",
      description:
        "A full Mushanana: a long wrapped skirt and a sash draped over one shoulder, in ivory with a woven gold border, worn over a fitted top. Made to measure after purchase.",
      price: 165_000,
      stock: 5,
      featured: true,
      rating: 4.9,
      review_count: 22,
      sales: 37,
      listed_days_ago: 110,
      images: 4,
    },
    {
      name: "Mushanana, Earth Red with Black Border",
      description:
        "A Mushanana in deep red with a black Imigongo-inspired border along the sash, the colours of eastern Rwanda's relief art.",
      price: 138_000,
      original_price: 160_000,
      stock: 3,
      rating: 4.7,
      review_count: 11,
      sales: 18,
      listed_days_ago: 65,
      images: 3,
    },
    {
      name: "Kitenge Wax Print, 6 Yards, Ochre Circles",
      description:
        "A six-yard length of cotton wax print in ochre and indigo circles, the standard length a tailor needs for a dress with matching headwrap.",
      price: 22_000,
      stock: 55,
      rating: 4.5,
      review_count: 73,
      sales: 260,
      listed_days_ago: 40,
      images: 2,
    },
    {
      name: "Kitenge Wax Print, 6 Yards, Green Leaves",
      description: "Cotton wax print of large green leaves on cream, six yards, colour-fast at 40 °C.",
      price: 22_000,
      stock: 48,
      rating: 4.4,
      review_count: 41,
      sales: 177,
      listed_days_ago: 6,
      images: 2,
    },
    {
      name: "Kitenge Shirt, Tailored in Kigali",
      description:
        "A short-sleeved men's shirt in a blue and orange Kitenge print, cut and sewn by a tailor in Nyamirambo. Sizes S to XXL.",
      price: 35_000,
      original_price: 42_000,
      stock: 26,
      rating: 4.6,
      review_count: 64,
      sales: 198,
      listed_days_ago: 85,
      images: 3,
    },
    {
      name: "Umukenyero Wrap Cloth",
      description:
        "A two-metre cotton wrap worn at the waist over a dress, in a subtle brown and black stripe, hemmed on all sides.",
      price: 14_000,
      stock: 33,
      rating: 4.2,
      review_count: 19,
      sales: 64,
      listed_days_ago: 200,
      images: 1,
    },
    {
      name: "Imigongo Print Silk Scarf",
      description:
        "A 180 × 50 cm silk scarf printed with a zigzag and diamond Imigongo border in black, white and terracotta.",
      price: 29_000,
      stock: 0,
      rating: 4.8,
      review_count: 35,
      sales: 92,
      listed_days_ago: 150,
      images: 2,
    },
    {
      name: "Kitenge Tote Bag",
      description:
        "A lined tote in a bold red Kitenge print with a zipped inner pocket, sewn from workshop offcuts so that nothing goes to waste.",
      price: 16_000,
      stock: 40,
      rating: 0,
      review_count: 0,
      sales: 0,
      listed_days_ago: 0,
      images: 2,
    },
  ],
};
