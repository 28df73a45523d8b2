import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { categories, productImages, products } from "../../db/schema/catalog.ts";

/** A real, tiny PNG as the admin forms send it. */
export async function pngDataUrl(color = "#b5651d"): Promise<string> {
  const bytes = await sharp({ create: { width: 8, height: 6, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

let sequence = 0;

/** Test data straight into the tables (fast, and lets a test set created_at). */
export async function seedCategory(
  app: FastifyInstance,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const n = ++sequence;
  const [row] = await app.db
    .insert(categories)
    .values({ name: `Category ${n}`, slug: `category-${n}`, image: "/media/none.webp", ...fields })
    .returning();
  return row!;
}

export async function seedProduct(
  app: FastifyInstance,
  categoryId: number,
  fields: Partial<typeof products.$inferInsert> = {},
  imageCount = 1,
): Promise<typeof products.$inferSelect> {
  const n = ++sequence;
  const [row] = await app.db
    .insert(products)
    .values({ name: `Product ${n}`, price: 1000, stock: 5, category_id: categoryId, ...fields })
    .returning();
  if (imageCount > 0) {
    await app.db.insert(productImages).values(
      Array.from({ length: imageCount }, (_, i) => ({
        product_id: row!.id,
        url: `/media/p${row!.id}-${i}.webp`,
        thumbnail_url: `/media/p${row!.id}-${i}-thumb.webp`,
        position: i,
        is_primary: i === 0,
      })),
    );
  }
  return row!;
}
