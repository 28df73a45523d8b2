import { LANDSCAPE, objectDrawing } from "./content-drawings.ts";
import type { DemoMuseum } from "./content-museums.ts";

/** The art museum, Kandt House and the Environment Museum. */
export const ART_AND_HISTORY_MUSEUMS: DemoMuseum[] = [
  {
    slug: "rwanda-art-museum",
    name: "Rwanda Art Museum",
    location: "Kanombe, Kigali",
    category: "Art",
    description:
      "In the former presidential palace at Kanombe, it shows Rwandan and African art from traditional crafts to contemporary work.",
    long_description:
      "The Rwanda Art Museum opened in 2018 in the former presidential palace at Kanombe, near the airport. Its collection runs from traditional arts such as Imigongo and woven baskets to paintings, sculpture and ceramics by contemporary Rwandan and African artists, and it hosts temporary exhibitions of new work.",
    drawing: objectDrawing("painting"),
    artifacts: [
      {
        name: "Imigongo panels",
        description: "Relief panels in the black, white and red geometry of Nyakarimbi.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: objectDrawing("panel"),
      },
      {
        name: "Contemporary painting",
        description: "Canvases by Rwandan painters of the last three decades.",
        category: "Art",
        historical_period: "1990s to today",
        drawing: objectDrawing("painting"),
      },
      {
        name: "Ceramics",
        description: "Vessels that carry the forms of traditional pottery into contemporary work.",
        category: "Art",
        historical_period: "21st century",
        drawing: objectDrawing("pot"),
      },
    ],
    gallery: [
      { caption: "The painting galleries", drawing: objectDrawing("painting") },
      { caption: "Imigongo in the traditional arts room", drawing: objectDrawing("panel") },
      { caption: "The gardens of Kanombe", drawing: LANDSCAPE },
    ],
    exhibitions: [
      {
        title: "From Imigongo to abstraction",
        description: "How the geometry of Imigongo lives on in contemporary painting.",
        type: "exhibition",
        duration: "30 min",
        featured: true,
      },
      {
        title: "Studio visit",
        description: "A contemporary painter talks through a work in progress.",
        type: "experience",
        duration: "20 min",
      },
    ],
  },
  {
    slug: "kandt-house-museum",
    name: "Kandt House Museum",
    location: "Nyarugenge, Kigali",
    category: "Historical",
    description:
      "The house of Richard Kandt, who founded Kigali in 1907, now a museum of natural history and of Kigali's early years.",
    long_description:
      "Richard Kandt, a German physician and explorer who travelled in search of the source of the Nile, established the administrative post of Kigali in 1907 and built this house. Today the house tells the story of Rwanda before and during the colonial period and of the growth of Kigali, and it holds a natural history collection of the country's reptiles, fish and rocks.",
    drawing: LANDSCAPE,
    artifacts: [
      {
        name: "Reptile collection",
        description: "Live snakes and other reptiles of Rwanda, shown with their habitats.",
        category: "Natural History",
        historical_period: "Living collection",
        drawing: LANDSCAPE,
      },
      {
        name: "Fish of Lake Kivu",
        description: "The species of the country's great lake and its fisheries.",
        category: "Natural History",
        historical_period: "Living collection",
        drawing: LANDSCAPE,
      },
      {
        name: "Early Kigali photographs",
        description: "Copies of photographs of the town's first buildings and markets.",
        category: "Cultural Heritage",
        historical_period: "1907–1960",
        drawing: objectDrawing("book"),
      },
    ],
    gallery: [
      { caption: "The house on the hill of Nyarugenge", drawing: LANDSCAPE },
      { caption: "The natural history rooms", drawing: LANDSCAPE },
    ],
    exhibitions: [
      {
        title: "Kigali in 1907",
        description: "How a small administrative post grew into the capital.",
        type: "exhibition",
        duration: "20 min",
        featured: true,
      },
    ],
  },
  {
    slug: "environment-museum",
    name: "Environment Museum",
    location: "Karongi, Western Province",
    category: "Cultural",
    description:
      "On the shore of Lake Kivu, it presents Rwanda's natural resources and a rooftop garden of traditional medicinal plants.",
    long_description:
      "The Environment Museum in Karongi, on the shore of Lake Kivu, opened in 2015. Its exhibitions cover the country's natural resources, its energy and the ways people have lived with the land, and its rooftop garden grows plants used in traditional medicine, each labelled with its use.",
    drawing: LANDSCAPE,
    artifacts: [
      {
        name: "Medicinal plant garden",
        description:
          "Plants of Rwandan traditional medicine grown on the roof, with the ailments they were used for.",
        category: "Natural History",
        historical_period: "Living tradition",
        drawing: LANDSCAPE,
      },
      {
        name: "Methane of Lake Kivu",
        description: "How the gas dissolved in the lake's deep waters is now used to make electricity.",
        category: "Natural History",
        historical_period: "21st century",
        drawing: LANDSCAPE,
      },
      {
        name: "Traditional farming tools",
        description: "Hoes, baskets and stores of the farming year.",
        category: "Cultural Heritage",
        historical_period: "20th century",
        drawing: objectDrawing("basket"),
      },
    ],
    gallery: [
      { caption: "Lake Kivu from the museum", drawing: LANDSCAPE },
      { caption: "The rooftop garden", drawing: LANDSCAPE },
    ],
    exhibitions: [
      {
        title: "A walk through the rooftop garden",
        description: "The medicinal plants and their traditional uses.",
        type: "tour",
        duration: "20 min",
        featured: true,
      },
    ],
  },
];
