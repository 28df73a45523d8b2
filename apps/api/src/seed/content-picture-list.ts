import { DEMO_ARTWORKS } from "./content-artworks.ts";
import { DEMO_FIGURES } from "./content-figures.ts";
import { DEMO_COURSE_CATEGORIES, DEMO_COURSES, DEMO_INSTRUCTORS } from "./content-learning.ts";
import {
  DEMO_ARTICLES,
  DEMO_BOOKS,
  DEMO_EVENTS,
  DEMO_PARTNERS,
  DEMO_TESTIMONIALS,
} from "./content-library.ts";
import { DEMO_MUSEUMS } from "./content-museums.ts";
import type { ContentPicture } from "./content-pictures.ts";

const portrait = (key: string): ContentPicture => ({ key, drawing: { kind: "portrait" }, size: "portrait" });

/** Every picture the empty areas need, keyed as content-seed.ts looks them up. */
export function contentPictureList(empty: {
  gallery: boolean;
  museum: boolean;
  library: boolean;
  learning: boolean;
}): ContentPicture[] {
  const list: ContentPicture[] = [];
  if (empty.gallery) {
    for (const a of DEMO_ARTWORKS)
      list.push({ key: `artwork:${a.title}`, drawing: a.drawing, size: "artwork" });
  }
  if (empty.museum) {
    for (const museum of DEMO_MUSEUMS) {
      list.push({ key: `museum:${museum.slug}`, drawing: museum.drawing, size: "museum" });
      for (const a of museum.artifacts) {
        list.push({ key: `artifact:${museum.slug}:${a.name}`, drawing: a.drawing, size: "square" });
      }
      museum.gallery.forEach((g, i) => {
        list.push({ key: `gallery:${museum.slug}:${i}`, drawing: g.drawing, size: "artwork" });
      });
    }
    for (const figure of DEMO_FIGURES) list.push(portrait(`figure:${figure.name}`));
  }
  if (empty.library) {
    for (const b of DEMO_BOOKS) list.push({ key: `book:${b.title}`, drawing: b.drawing, size: "cover" });
    for (const a of DEMO_ARTICLES) list.push({ key: `article:${a.title}`, drawing: a.drawing, size: "wide" });
    for (const t of DEMO_TESTIMONIALS) list.push(portrait(`person:${t.name}`));
    for (const p of DEMO_PARTNERS) {
      list.push({ key: `partner:${p.name}`, drawing: { kind: "emblem" }, size: "portrait" });
    }
    for (const e of DEMO_EVENTS) list.push({ key: `event:${e.title}`, drawing: e.drawing, size: "wide" });
  }
  if (empty.learning) {
    for (const c of DEMO_COURSE_CATEGORIES) {
      list.push({ key: `course-category:${c.slug}`, drawing: c.drawing, size: "wide" });
    }
    for (const c of DEMO_COURSES) list.push({ key: `course:${c.title}`, drawing: c.drawing, size: "wide" });
    for (const i of DEMO_INSTRUCTORS) list.push(portrait(`person:${i.name}`));
  }
  return list;
}
