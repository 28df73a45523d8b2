import { describe, expect, it } from "vitest";
import { DEMO_ARTWORKS } from "../content-artworks.ts";
import { DEMO_FIGURES } from "../content-figures.ts";
import { DEMO_COURSE_CATEGORIES, DEMO_COURSES, DEMO_INSTRUCTORS } from "../content-learning.ts";
import {
  DEMO_ARTICLES,
  DEMO_BOOKS,
  DEMO_EVENTS,
  DEMO_PARTNERS,
  DEMO_TESTIMONIALS,
} from "../content-library.ts";
import { DEMO_MUSEUMS } from "../content-museums.ts";
import { MUSEUM_TRANSLATIONS, RECORD_TRANSLATIONS } from "./index.ts";

/** The seed's English key of every flat record, per table of RecordTexts. */
const KEYS: Record<string, string[]> = {
  artworks: DEMO_ARTWORKS.map((a) => a.title),
  figures: DEMO_FIGURES.map((f) => f.name),
  courseCategories: DEMO_COURSE_CATEGORIES.map((c) => c.slug),
  courses: DEMO_COURSES.map((c) => c.title),
  instructors: DEMO_INSTRUCTORS.map((i) => i.name),
  books: DEMO_BOOKS.map((b) => b.title),
  articles: DEMO_ARTICLES.map((a) => a.title),
  events: DEMO_EVENTS.map((e) => e.title),
  partners: DEMO_PARTNERS.map((p) => p.name),
  testimonials: DEMO_TESTIMONIALS.map((t) => t.name),
};

/** Decision 105: a renamed demo record must not silently lose its translations. */
describe("demo content translations", () => {
  it("name exactly the demo records, in French and in Kinyarwanda", () => {
    for (const language of ["fr", "rw"] as const) {
      const tables = RECORD_TRANSLATIONS[language]!;
      expect(Object.keys(tables).sort()).toEqual(Object.keys(KEYS).sort());
      for (const [table, keys] of Object.entries(KEYS)) {
        expect(Object.keys(tables[table]!).sort(), `${language} ${table}`).toEqual([...keys].sort());
      }
      const museums = MUSEUM_TRANSLATIONS[language]!;
      expect(Object.keys(museums).sort()).toEqual(DEMO_MUSEUMS.map((m) => m.slug).sort());
      for (const museum of DEMO_MUSEUMS) {
        const texts = museums[museum.slug]!;
        expect(Object.keys(texts.artifacts).sort()).toEqual(museum.artifacts.map((a) => a.name).sort());
        expect(Object.keys(texts.exhibitions).sort()).toEqual(museum.exhibitions.map((e) => e.title).sort());
        expect(texts.gallery).toHaveLength(museum.gallery.length);
      }
    }
  });
});
