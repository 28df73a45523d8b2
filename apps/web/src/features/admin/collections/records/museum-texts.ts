import { localized } from "../../../../lib/i18n/localized.ts";

/**
 * Texts of the institution form's museum page (decision 124): category, hours, long text, cover and
 * virtual exhibitions, in English; Kinyarwanda and French beside it.
 */
const en = {
  category: "Category",
  noCategory: "No category",
  categories: {
    Historical: "Historical",
    Cultural: "Cultural",
    History: "History",
    Memorial: "Memorial",
    Art: "Art",
  },
  hours: "Opening hours",
  hoursHint: "As visitors read it, e.g. 8:00 AM - 5:00 PM, every day.",
  longDescription: "About the museum (long text)",
  cover: "Cover picture",
  chooseCover: "Choose a picture",
  changeCover: "Change the picture",
  removeCover: "Remove the picture",
  coverHint: "PNG, JPEG, WebP or GIF. It is stored as WebP.",
  coverChosen: "The chosen cover picture",
  noCover: "No cover picture yet",
  uploadingCover: "Uploading...",
  coverFailed: "The picture could not be uploaded. Please try again.",
  exhibitions: "Virtual exhibitions",
  exhibitionsNote: "Tours, experiences and exhibitions, in the order visitors see them.",
  noExhibitions: "No exhibitions yet.",
  exhibition: (n: number) => `Exhibition ${n}`,
  addExhibition: "Add an exhibition",
  removeExhibition: (n: number) => `Remove exhibition ${n}`,
  moveUp: (n: number) => `Move exhibition ${n} up`,
  moveDown: (n: number) => `Move exhibition ${n} down`,
  exhibitionTitle: "Title",
  exhibitionDescription: "Description",
  duration: "Duration",
  durationHint: "e.g. 45 min",
  type: "Type",
  chooseType: "Choose a type",
  types: { tour: "Tour", experience: "Experience", exhibition: "Exhibition" },
  featured: "Featured",
} as const;

const texts = localized(en, {
  rw: () => import("./museum-texts.rw.ts"),
  fr: () => import("./museum-texts.fr.ts"),
});
export type MuseumTextsSource = typeof en;
export const MUSEUM_TEXT = texts;
