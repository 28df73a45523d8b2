import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { MediaStore } from "../../modules/media/store/media-store.ts";
import type { Db } from "../client.ts";
import { media } from "../schema/catalog.ts";
import {
  articles,
  artworks,
  books,
  historicalEvents,
  historicalFigures,
  museumArtifacts,
  museumGalleryImages,
  museums,
  partners,
  testimonials,
  virtualExhibitions,
} from "../schema/content.ts";
import { courseCategories, courses, instructors } from "../schema/learning.ts";
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
import { contentPictureList } from "./content-picture-list.ts";
import { renderContentPictures } from "./content-pictures.ts";
import { recordTranslations, museumTranslations as translated } from "./content-translations/index.ts";

/** Shared by every API process, distinct from the catalogue's: two processes starting together seed once. */
const CONTENT_SEED_LOCK = 7_240_313;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Start-up hook, with the catalogue seed's rules: SEED_DEMO=false never seeds; otherwise each
 * area (gallery, museums, library, e-learning) is seeded when its tables are empty, so a
 * database that already has content keeps it untouched.
 */
export async function seedContentIfEmpty(app: FastifyInstance): Promise<void> {
  if (app.config.seedDemo === false) return;
  const started = performance.now();
  const seeded = await seedContent(app.db, app.mediaStore, app.now());
  if (seeded.length > 0) {
    app.log.info({ areas: seeded, ms: Math.round(performance.now() - started) }, "demo content seeded");
  }
}

const isEmpty = async (db: Db, table: typeof artworks | typeof museums | typeof books | typeof courses) =>
  (await db.select({ one: sql<number>`1` }).from(table).limit(1)).length === 0;

async function emptyAreas(db: Db) {
  const [gallery, museum, library, learning] = await Promise.all([
    isEmpty(db, artworks),
    isEmpty(db, museums),
    isEmpty(db, books),
    isEmpty(db, courses),
  ]);
  return { gallery, museum, library, learning };
}

/** Seeds the empty areas and returns their names. */
export async function seedContent(db: Db, store: MediaStore, now: Date): Promise<string[]> {
  const empty = await emptyAreas(db);
  if (!Object.values(empty).some(Boolean)) return [];
  // Drawn before the transaction so that it stays short; the files are deterministic.
  const pictures = await renderContentPictures(store, contentPictureList(empty));
  const url = (key: string) => {
    const picture = pictures.get(key)!;
    return { image: picture.url, thumbnail: picture.thumbnail_url };
  };
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);
    const still = await emptyAreas(tx);
    if (pictures.size > 0)
      await tx
        .insert(media)
        .values([...pictures.values()])
        .onConflictDoNothing();

    if (still.gallery) {
      await tx.insert(artworks).values(
        DEMO_ARTWORKS.map(({ drawing: _drawing, featured, added_days_ago, ...artwork }) => ({
          ...artwork,
          is_featured: featured ?? false,
          translations: recordTranslations("artworks", artwork.title),
          created_at: ago(added_days_ago),
          ...url(`artwork:${artwork.title}`),
        })),
      );
    }
    if (still.museum) {
      const inserted = await tx
        .insert(museums)
        .values(
          DEMO_MUSEUMS.map(({ slug, name, location, category, description, long_description }, position) => ({
            ...{ slug, name, location, category, description, long_description, position },
            translations: translated.museum(slug),
            ...url(`museum:${slug}`),
          })),
        )
        .returning({ id: museums.id, slug: museums.slug });
      const ids = new Map(inserted.map((row) => [row.slug, row.id]));
      const children = DEMO_MUSEUMS.map((museum) => ({ museum, museum_id: ids.get(museum.slug)! }));
      await tx.insert(museumArtifacts).values(
        children.flatMap(({ museum, museum_id }) =>
          museum.artifacts.map(({ drawing: _drawing, ...artifact }, position) => ({
            ...artifact,
            museum_id,
            position,
            translations: translated.artifact(museum.slug, artifact.name),
            ...url(`artifact:${museum.slug}:${artifact.name}`),
          })),
        ),
      );
      await tx.insert(museumGalleryImages).values(
        children.flatMap(({ museum, museum_id }) =>
          museum.gallery.map(({ caption }, position) => ({
            caption,
            museum_id,
            position,
            translations: translated.gallery(museum.slug, position),
            ...url(`gallery:${museum.slug}:${position}`),
          })),
        ),
      );
      await tx.insert(virtualExhibitions).values(
        children.flatMap(({ museum, museum_id }) =>
          museum.exhibitions.map(({ featured, ...exhibition }, position) => ({
            ...exhibition,
            featured: featured ?? false,
            museum_id,
            position,
            translations: translated.exhibition(museum.slug, exhibition.title),
          })),
        ),
      );
      await tx.insert(historicalFigures).values(
        DEMO_FIGURES.map(({ museum, ...figure }, position) => ({
          ...figure,
          museum_id: ids.get(museum) ?? null,
          position,
          translations: recordTranslations("figures", figure.name),
          image: url(`figure:${figure.name}`).image,
        })),
      );
    }
    if (still.library) {
      await tx.insert(books).values(
        DEMO_BOOKS.map(({ drawing: _d, ...book }) => ({
          ...book,
          translations: recordTranslations("books", book.title),
          ...url(`book:${book.title}`),
        })),
      );
      await tx.insert(articles).values(
        DEMO_ARTICLES.map(({ drawing: _d, days_ago, ...article }) => ({
          ...article,
          published_at: ago(days_ago),
          translations: recordTranslations("articles", article.title),
          ...url(`article:${article.title}`),
        })),
      );
      await tx.insert(testimonials).values(
        DEMO_TESTIMONIALS.map((testimonial, position) => ({
          ...testimonial,
          position,
          translations: recordTranslations("testimonials", testimonial.name),
          image: url(`person:${testimonial.name}`).image,
        })),
      );
      await tx.insert(partners).values(
        DEMO_PARTNERS.map((partner, position) => ({
          ...partner,
          position,
          translations: recordTranslations("partners", partner.name),
          image: url(`partner:${partner.name}`).image,
        })),
      );
      await tx.insert(historicalEvents).values(
        DEMO_EVENTS.map(({ drawing: _d, ...event }, position) => ({
          ...event,
          position,
          translations: recordTranslations("events", event.title),
          ...url(`event:${event.title}`),
        })),
      );
    }
    if (still.learning) {
      const categoryRows = await tx
        .insert(courseCategories)
        .values(
          DEMO_COURSE_CATEGORIES.map(({ drawing: _d, ...category }, position) => ({
            ...category,
            position,
            translations: recordTranslations("courseCategories", category.slug),
            ...url(`course-category:${category.slug}`),
          })),
        )
        .returning({ id: courseCategories.id, slug: courseCategories.slug });
      const categoryIds = new Map(categoryRows.map((row) => [row.slug, row.id]));
      await tx.insert(courses).values(
        DEMO_COURSES.map(({ drawing: _d, category, added_days_ago, ...course }) => ({
          ...course,
          category_id: categoryIds.get(category)!,
          translations: recordTranslations("courses", course.title),
          created_at: ago(added_days_ago),
          ...url(`course:${course.title}`),
        })),
      );
      await tx.insert(instructors).values(
        DEMO_INSTRUCTORS.map((instructor, position) => ({
          ...instructor,
          position,
          translations: recordTranslations("instructors", instructor.name),
          image: url(`person:${instructor.name}`).image,
        })),
      );
    }
    if (still.gallery || still.museum || still.library) {
      // The repository's items (decision 123): the same mapping migration 0021 ran for older databases.
      await tx.execute(sql`select move_demo_content_into_items()`);
      // The museums' page fields, exhibitions and figures' museums (decision 114, migration 0070).
      await tx.execute(sql`select move_demo_museums_into_institutions()`);
    }
    return Object.entries(still)
      .filter(([, wasEmpty]) => wasEmpty)
      .map(([area]) => area);
  });
}
