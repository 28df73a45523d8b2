import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { items } from "../db/schema/collections.ts";
import { productItems } from "../db/schema/protocols.ts";

/**
 * The library's demo books (repository items of type book, decision 123) and the demo market's
 * Books products that sell the same book: the library offers them to buy (decision 178).
 * Only books that are the same work are linked; the others stay without a product.
 */
export const DEMO_BOOK_PRODUCTS: Readonly<Record<string, string>> = {
  "Stories of the Thousand Hills": "Imigani: Rwandan Folktales Retold",
  "Imigongo: Patterns of the East": "Imigongo: Art of the Eastern Province",
  "A Kinyarwanda Phrasebook": "Kinyarwanda for Beginners: Phrasebook and Grammar",
  "Milk, Sorghum and Banana": "Flavours of the Hills: A Rwandan Cookbook",
};

/**
 * Links the books to the products just inserted (by name), in the seed's transaction: a product
 * the seed did not add this time keeps whatever links an admin gave it. Sacred items are never
 * linked to what is sold (decision 164); demo books are not sacred, but the rule holds here too.
 */
export async function linkDemoBooks(
  tx: Db,
  inserted: readonly { id: number; name: string }[],
): Promise<number> {
  const productIds = new Map(inserted.map((product) => [product.name, product.id]));
  const titles = Object.keys(DEMO_BOOK_PRODUCTS).filter((title) =>
    productIds.has(DEMO_BOOK_PRODUCTS[title]!),
  );
  if (titles.length === 0) return 0;
  const books = await tx
    .select({ id: items.id, title: sql<string>`${items.dc_title}[1]` })
    .from(items)
    .where(and(eq(items.type, "book"), eq(items.sacred, false), inArray(sql`${items.dc_title}[1]`, titles)));
  const links = books.map((book) => ({
    product_id: productIds.get(DEMO_BOOK_PRODUCTS[book.title]!)!,
    item_id: book.id,
    position: 0,
  }));
  if (links.length > 0) await tx.insert(productItems).values(links).onConflictDoNothing();
  return links.length;
}
