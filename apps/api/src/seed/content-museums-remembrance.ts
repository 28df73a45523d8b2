import { LANDSCAPE, MEMORIAL_PANEL, objectDrawing } from "./content-drawings.ts";
import type { DemoMuseum } from "./content-museums.ts";

/** The genocide memorials and the museums of the liberation, described soberly. */
export const REMEMBRANCE_PLACES: DemoMuseum[] = [
  {
    slug: "kigali-genocide-memorial",
    name: "Kigali Genocide Memorial",
    location: "Gisozi, Kigali",
    category: "Memorial",
    description:
      "The final resting place of more than 250,000 victims of the 1994 Genocide against the Tutsi.",
    long_description:
      "The Kigali Genocide Memorial at Gisozi opened in 2004, ten years after the Genocide against the Tutsi. More than 250,000 victims are buried in its mass graves. Its permanent exhibitions document the history that led to the genocide, the hundred days of killing in 1994, and the years of rebuilding that followed; a children's memorial remembers some of the youngest victims, and a further exhibition covers genocides elsewhere in the world. The memorial gardens and the Wall of Names are places of remembrance, and the memorial runs education programmes on the prevention of genocide. Visitors are asked to dress and behave with respect.",
    drawing: MEMORIAL_PANEL,
    artifacts: [
      {
        name: "Mass graves",
        description:
          "The resting place of more than 250,000 victims, beneath concrete slabs in the memorial grounds.",
        category: "Memorial",
        historical_period: "1994",
        drawing: MEMORIAL_PANEL,
      },
      {
        name: "Wall of Names",
        description: "A wall bearing the names of victims, added to as families identify their loved ones.",
        category: "Memorial",
        historical_period: "1994 to today",
        drawing: MEMORIAL_PANEL,
      },
      {
        name: "Children's memorial",
        description:
          "Rooms that remember individual children who were killed, through their names and what they loved.",
        category: "Memorial",
        historical_period: "1994",
        drawing: MEMORIAL_PANEL,
      },
    ],
    gallery: [
      { caption: "The memorial gardens", drawing: MEMORIAL_PANEL },
      { caption: "The entrance to the permanent exhibition", drawing: MEMORIAL_PANEL },
    ],
    exhibitions: [
      {
        title: "The permanent exhibition",
        description:
          "The history of the Genocide against the Tutsi, from its origins to the years of rebuilding.",
        type: "exhibition",
        duration: "60 min",
        featured: true,
      },
      {
        title: "Guided visit of the memorial",
        description: "A guide accompanies visitors through the exhibitions and the gardens.",
        type: "tour",
        duration: "90 min",
      },
    ],
  },
  {
    slug: "murambi-genocide-memorial",
    name: "Murambi Genocide Memorial",
    location: "Murambi, Nyamagabe District, Southern Province",
    category: "Memorial",
    description:
      "A memorial at the former technical school where tens of thousands of Tutsi who had sought refuge were killed in April 1994.",
    long_description:
      "In April 1994, Tutsi from the surrounding area were told to gather at the technical school then being built at Murambi, where they were promised protection. Tens of thousands of them were killed there within days. The site is now a national genocide memorial: it preserves the place where they died, and an exhibition explains the history of the genocide in the former Gikongoro prefecture and across the country. The memorial asks visitors for silence and respect.",
    drawing: MEMORIAL_PANEL,
    artifacts: [
      {
        name: "The school buildings",
        description:
          "The unfinished classrooms where victims had gathered, preserved as part of the memorial.",
        category: "Memorial",
        historical_period: "1994",
        drawing: MEMORIAL_PANEL,
      },
      {
        name: "Memorial graves",
        description: "Graves where victims identified and found after the genocide have been laid to rest.",
        category: "Memorial",
        historical_period: "1994 to today",
        drawing: MEMORIAL_PANEL,
      },
    ],
    gallery: [{ caption: "The memorial on the hill at Murambi", drawing: MEMORIAL_PANEL }],
    exhibitions: [
      {
        title: "History exhibition",
        description:
          "How the genocide was prepared and carried out in the region, and the testimonies of survivors.",
        type: "exhibition",
        duration: "45 min",
        featured: true,
      },
    ],
  },
  {
    slug: "museum-for-campaign-against-genocide",
    name: "Museum for Campaign Against Genocide",
    location: "Parliament building, Kimihurura, Kigali",
    category: "History",
    description:
      "In the Parliament building, it documents the 1994 military campaign that ended the Genocide against the Tutsi.",
    long_description:
      "The museum opened in 2017 in the Parliament building in Kimihurura, Kigali, where a battalion of the Rwandan Patriotic Army was stationed under the Arusha peace agreement when the genocide began in April 1994. Its exhibitions and outdoor monuments follow the campaign of the following months, the rescue of civilians, and the end of the genocide in July 1994. Marks of the fighting can still be seen on the building's walls.",
    drawing: objectDrawing("panel"),
    artifacts: [
      {
        name: "Marks on the Parliament walls",
        description: "Damage from shelling in 1994, left visible on the building.",
        category: "History",
        historical_period: "1994",
        drawing: objectDrawing("panel"),
      },
      {
        name: "Rooftop position",
        description: "The rooftop from which the stationed battalion defended the building.",
        category: "History",
        historical_period: "1994",
        drawing: objectDrawing("panel"),
      },
      {
        name: "Campaign maps",
        description:
          "Maps tracing the movements of the campaign across the country between April and July 1994.",
        category: "History",
        historical_period: "1994",
        drawing: objectDrawing("panel"),
      },
    ],
    gallery: [
      { caption: "The Parliament building in Kimihurura", drawing: objectDrawing("panel") },
      { caption: "The outdoor monuments", drawing: LANDSCAPE },
    ],
    exhibitions: [
      {
        title: "The hundred days",
        description: "A guided walk through the exhibition and the building's rooftop.",
        type: "tour",
        duration: "50 min",
        featured: true,
      },
    ],
  },
  {
    slug: "national-liberation-museum-park",
    name: "National Liberation Museum Park",
    location: "Mulindi, Gicumbi District, Northern Province",
    category: "History",
    description:
      "The former headquarters of the Rwandan Patriotic Front at Mulindi during the 1990–1994 liberation war.",
    long_description:
      "The museum park at Mulindi, on a former tea estate in the north, was the headquarters of the Rwandan Patriotic Front during the liberation war of 1990 to 1994. Visitors can see the shelters and meeting places of the time, and exhibitions on the struggle and the people who took part in it.",
    drawing: LANDSCAPE,
    artifacts: [
      {
        name: "The underground shelter",
        description: "A shelter dug into the hillside and used by the command during the war.",
        category: "History",
        historical_period: "1990–1994",
        drawing: LANDSCAPE,
      },
      {
        name: "Tea fields of Mulindi",
        description: "The tea estate that surrounded the headquarters and still grows on the hills.",
        category: "Natural History",
        historical_period: "20th century",
        drawing: LANDSCAPE,
      },
    ],
    gallery: [
      { caption: "The hills of Mulindi", drawing: LANDSCAPE },
      { caption: "Tea terraces near the park", drawing: LANDSCAPE },
    ],
    exhibitions: [
      {
        title: "Walking the headquarters",
        description: "A guided walk between the sites of the former headquarters.",
        type: "tour",
        duration: "45 min",
        featured: true,
      },
    ],
  },
];
