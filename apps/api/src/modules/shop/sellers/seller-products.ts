import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import type {
  SellerProductInput,
  sellerProductUpdateSchema,
  sellerStockSchema,
} from "@heritage/domain/selling";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { creators } from "../../../db/schema/community.ts";
import { makerShops } from "../../../db/schema/selling.ts";
import { conflict, HttpError, notFound } from "../../../lib/http-errors.ts";
import { changeProduct, createProduct } from "../catalog/product-service.ts";
import { findProduct } from "../catalog/product-view.ts";

/**
 * A maker's own products (decision 241). Every call starts from the signed-in person's open
 * shop, read from the database, and reaches only products whose `seller_id` is that shop: another
 * maker's product and the shop's own answer 404, as if they did not exist.
 */

const m = messages.selling;

/** The creator id of the person's open shop; 403 when they have none. */
export async function shopOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: makerShops.creator_id })
    .from(makerShops)
    .innerJoin(creators, eq(creators.id, makerShops.creator_id))
    .where(eq(creators.user_id, userId));
  if (!row) throw new HttpError(403, m.notSeller);
  return row.id;
}

async function ownedListing(db: Db, shop: number, id: number) {
  const [row] = await db
    .select({ listing: products.listing, version: products.version })
    .from(products)
    .where(and(eq(products.id, id), eq(products.seller_id, shop)));
  if (!row) throw notFound(messages.product.notFound);
  return row;
}

/** The product as its maker edits it: every language's texts, and where its listing stands. */
export async function sellerProductView(app: FastifyInstance, id: number, language: Language) {
  const [state] = await app.db
    .select({ listing: products.listing, listing_comment: products.listing_comment })
    .from(products)
    .where(eq(products.id, id));
  const product = await findProduct(app.db, id, { language, admin: true });
  if (!product || !state) throw notFound(messages.product.notFound);
  return { ...product, ...state };
}

async function viewsOf(app: FastifyInstance, ids: number[], language: Language) {
  return Promise.all(ids.map((id) => sellerProductView(app, id, language)));
}

export async function listSellerProducts(app: FastifyInstance, userId: number, language: Language) {
  const shop = await shopOf(app.db, userId);
  const rows = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.seller_id, shop))
    .orderBy(desc(products.updated_at), desc(products.id))
    .limit(200);
  return {
    results: await viewsOf(
      app,
      rows.map((row) => row.id),
      language,
    ),
  };
}

/** A new listing is a draft, off sale, sold by this shop and told as this maker's story. */
export async function createSellerProduct(
  app: FastifyInstance,
  userId: number,
  input: SellerProductInput,
  language: Language,
) {
  const shop = await shopOf(app.db, userId);
  const created = await createProduct(
    app,
    { ...input, is_featured: false, is_active: false },
    { language, admin: true },
    { seller_id: shop, maker_id: shop, listing: "draft", is_active: false },
  );
  return sellerProductView(app, created.id, language);
}

/**
 * A change of the listing's texts, price or pictures takes it off sale and back to draft: what
 * shoppers read is always what an admin passed. The version guard and the merge of decision 232
 * are the shop's own product rules.
 */
export async function changeSellerProduct(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: z.output<typeof sellerProductUpdateSchema>,
  language: Language,
) {
  const shop = await shopOf(app.db, userId);
  await ownedListing(app.db, shop, id);
  const { version, base, ...input } = body;
  await changeProduct(app, id, input, { language, admin: true }, version, base, {
    listing: "draft",
    is_active: false,
  });
  return sellerProductView(app, id, language);
}

/** Stock is the maker's to set at once, from the version read (a sale since is a 409, decision 075). */
export async function setSellerStock(
  app: FastifyInstance,
  userId: number,
  id: number,
  body: z.output<typeof sellerStockSchema>,
  language: Language,
) {
  const shop = await shopOf(app.db, userId);
  await ownedListing(app.db, shop, id);
  await changeProduct(app, id, { stock: body.stock }, { language, admin: true }, body.version);
  return sellerProductView(app, id, language);
}

/** A draft or a sent-back listing goes to the admins' queue; anything else is a 409. */
export async function submitListing(app: FastifyInstance, userId: number, id: number, language: Language) {
  const shop = await shopOf(app.db, userId);
  const [row] = await app.db
    .update(products)
    .set({ listing: "in_review", updated_at: sql`now()` })
    .where(
      and(
        eq(products.id, id),
        eq(products.seller_id, shop),
        inArray(products.listing, ["draft", "returned"]),
      ),
    )
    .returning({ id: products.id });
  if (!row) {
    await ownedListing(app.db, shop, id);
    throw conflict(m.listingNotSubmittable);
  }
  return sellerProductView(app, id, language);
}
