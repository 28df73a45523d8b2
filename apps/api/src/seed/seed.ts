import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";
import { categories, media, productImages, products } from "../db/schema/catalog.ts";
import type { MediaStore } from "../media/store/media-store.ts";
import { DEMO_CATALOGUE } from "./catalogue/catalogue.ts";
import { translationsOf } from "./catalogue/translations/index.ts";
import type { DemoCategory } from "./catalogue/types.ts";
import { seedContentIfEmpty } from "./content-seed.ts";
import { seedCourses } from "./courses/seed-courses.ts";
import { linkDemoBooks } from "./demo-book-links.ts";
import { linkDemoMakers } from "./demo-makers.ts";
import { type DemoPicture, productPicture, renderDemoPictures } from "./demo-pictures.ts";
import { demoReviewerHash, seedDemoReviews } from "./demo-reviews.ts";
import { seedShopOffers } from "./shop-offers-seed.ts";
import { seedVocabulary } from "./vocabulary/seed-vocabulary.ts";

/** Any constant shared by every API process: two processes starting together seed once. */
const SEED_LOCK = 7_240_312;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOutcome {
  categories: number;
  products: number;
  pictures: number;
}

/**
 * Start-up hook: SEED_DEMO=false never seeds, SEED_DEMO=true adds whatever of the demo
 * catalogue is missing, and unset seeds only a database without categories.
 */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<void> {
  if (app.config.seedDemo === false) return;
  await seedContentIfEmpty(app);
  await seedCourses(app.db);
  await seedVocabulary(app.db);
  if (app.config.seedDemo === undefined) {
    const [row] = await app.db.select({ any: sql<number>`1` }).from(categories).limit(1);
    if (row) return;
  }
  const started = performance.now();
  await seedShopOffers(app.db, app.now());
  const outcome = await seedDemoCatalogue(app.db, app.mediaStore, app.now());
  app.log.info({ ...outcome, ms: Math.round(performance.now() - started) }, "demo catalogue seeded");
}

/**
 * Adds the demo categories (by slug) and products (by name) that are not there yet, with their
 * generated pictures. Running it again adds nothing; existing rows are never changed.
 */
export async function seedDemoCatalogue(
  db: Db,
  store: MediaStore,
  now: Date,
  catalogue: readonly DemoCategory[] = DEMO_CATALOGUE,
): Promise<SeedOutcome> {
  const missing = await findMissing(db, catalogue);
  if (missing.categories.length === 0 && missing.products.length === 0) {
    return { categories: 0, products: 0, pictures: 0 };
  }

  // Drawn before the transaction so that it stays short; the files are deterministic, so a
  // process that loses the race below has only written the same files again.
  const wanted: DemoPicture[] = [
    ...missing.categories.map((category) => ({ key: `category:${category.slug}`, kind: category.picture })),
    ...missing.products.flatMap(({ product, category }) =>
      Array.from({ length: product.images }, (_, i) =>
        productPicture(product.name, category.slug, i, product.picture ?? category.picture),
      ),
    ),
  ];
  const pictures = await renderDemoPictures(store, wanted);
  const reviewerHash = await demoReviewerHash();
  const picture = (key: string) => pictures.get(key)!;

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const { categories: newCategories, products: newProducts } = await findMissing(tx, catalogue);
    if (pictures.size > 0)
      await tx
        .insert(media)
        .values([...pictures.values()])
        .onConflictDoNothing();

    if (newCategories.length > 0) {
      await tx.insert(categories).values(
        newCategories.map((category, index) => {
          // Categories appear oldest first in catalogue order, a year back.
          const created = new Date(now.getTime() - (365 - index) * DAY_MS);
          const { name, slug, description } = category;
          const image = picture(`category:${slug}`).url;
          const translations = translationsOf(slug);
          return { name, slug, description, image, translations, created_at: created, updated_at: created };
        }),
      );
    }
    if (newProducts.length === 0) {
      return { categories: newCategories.length, products: 0, pictures: pictures.size };
    }

    const slugs = catalogue.map((category) => category.slug.toLowerCase());
    const categoryIds = new Map(
      (
        await tx
          .select({ id: categories.id, slug: categories.slug })
          .from(categories)
          .where(inArray(sql`lower(${categories.slug})`, slugs))
      ).map((row) => [row.slug.toLowerCase(), row.id]),
    );
    const inserted = await tx
      .insert(products)
      .values(
        newProducts.map(({ product, category }, index) => {
          // A few hours apart within a day, so that "newest" has a stable order.
          const created = new Date(
            now.getTime() - product.listed_days_ago * DAY_MS - (index % 12) * 3_600_000,
          );
          return {
            name: product.name,
            description: product.description,
            // Written in English first; French and Kinyarwanda from catalogue/translations (105).
            original_language: "en" as const,
            translations: translationsOf(category.slug, product.name),
            price: product.price,
            original_price: product.original_price ?? null,
            stock: product.stock,
            condition: product.condition ?? "new",
            is_featured: product.featured ?? false,
            is_active: true,
            sales: product.sales,
            category_id: categoryIds.get(category.slug.toLowerCase())!,
            created_at: created,
            updated_at: created,
          };
        }),
      )
      .returning({ id: products.id, name: products.name });
    await seedDemoReviews(
      tx,
      reviewerHash,
      inserted.map(({ id, name }) => {
        const { product } = newProducts.find((entry) => entry.product.name === name)!;
        return { id, rating: product.rating, reviews: product.review_count };
      }),
      now,
    );

    await linkDemoBooks(tx, inserted);
    await linkDemoMakers(tx, inserted, reviewerHash);

    const byName = new Map(newProducts.map((entry) => [entry.product.name, entry]));
    await tx.insert(productImages).values(
      inserted.flatMap(({ id, name }) => {
        const { product, category } = byName.get(name)!;
        return Array.from({ length: product.images }, (_, position) => {
          const stored = picture(
            productPicture(name, category.slug, position, product.picture ?? category.picture).key,
          );
          return {
            product_id: id,
            url: stored.url,
            thumbnail_url: stored.thumbnail_url,
            position,
            is_primary: position === 0,
          };
        });
      }),
    );
    return { categories: newCategories.length, products: inserted.length, pictures: pictures.size };
  });
}

async function findMissing(db: Db, catalogue: readonly DemoCategory[]) {
  const slugs = catalogue.map((category) => category.slug.toLowerCase());
  const names = catalogue.flatMap((category) => category.products.map((product) => product.name));
  const [existingSlugs, existingNames] = await Promise.all([
    db
      .select({ slug: sql<string>`lower(${categories.slug})` })
      .from(categories)
      .where(inArray(sql`lower(${categories.slug})`, slugs)),
    db.select({ name: products.name }).from(products).where(inArray(products.name, names)),
  ]);
  const haveSlug = new Set(existingSlugs.map((row) => row.slug));
  const haveName = new Set(existingNames.map((row) => row.name));
  return {
    categories: catalogue.filter((category) => !haveSlug.has(category.slug.toLowerCase())),
    products: catalogue.flatMap((category) =>
      category.products
        .filter((product) => !haveName.has(product.name))
        .map((product) => ({ product, category })),
    ),
  };
}
