import { eq, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { media } from "../db/schema/catalog.ts";
import { collections, institutions } from "../db/schema/collections.ts";
import { articles, historicalEvents, partners, testimonials } from "../db/schema/content.ts";
import { courseCategories, courses, instructors } from "../db/schema/courses.ts";
import type { MediaStore } from "../media/store/media-store.ts";
import { DEMO_COURSE_CATEGORIES, DEMO_COURSES, DEMO_INSTRUCTORS } from "./content-learning.ts";
import { DEMO_ARTICLES, DEMO_EVENTS, DEMO_PARTNERS, DEMO_TESTIMONIALS } from "./content-library.ts";
import { contentPictureList } from "./content-picture-list.ts";
import { renderContentPictures } from "./content-pictures.ts";
import { recordTranslations } from "./content-translations/index.ts";
import { DEMO_GALLERY_SLUG, seedDemoRepository } from "./demo-repository.ts";

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

const isEmpty = async (
  db: Db,
  table: typeof collections | typeof institutions | typeof articles | typeof courses,
  where?: SQL,
) => (await db.select({ one: sql<number>`1` }).from(table).where(where).limit(1)).length === 0;

/**
 * The gallery is its collection, the museums the museum institutions, the library its articles
 * (the books are a collection seeded with them): each area's demo is written into an empty one.
 */
async function emptyAreas(db: Db) {
  const [gallery, museum, library, learning] = await Promise.all([
    isEmpty(db, collections, eq(collections.slug, DEMO_GALLERY_SLUG)),
    isEmpty(db, institutions, eq(institutions.kind, "museum")),
    isEmpty(db, articles),
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
  const picture = (key: string) => pictures.get(key)!;
  const url = (key: string) => ({ image: picture(key).url, thumbnail: picture(key).thumbnail_url });
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CONTENT_SEED_LOCK})`);
    const still = await emptyAreas(tx);
    if (pictures.size > 0)
      await tx
        .insert(media)
        .values([...pictures.values()])
        .onConflictDoNothing();

    await seedDemoRepository(tx, still, picture, ago, now);
    if (still.library) {
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
    return Object.entries(still)
      .filter(([, wasEmpty]) => wasEmpty)
      .map(([area]) => area);
  });
}
