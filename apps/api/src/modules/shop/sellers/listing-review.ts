import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import type { ListingDecision } from "@heritage/domain/selling";
import { and, asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { products } from "../../../db/schema/catalog.ts";
import { creators } from "../../../db/schema/community.ts";
import { makerShops } from "../../../db/schema/selling.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { sellerProductView } from "./seller-products.ts";

/** The admins' review of makers' listings (decision 241): the queue, and passing or sending back. */

const m = messages.selling;

/** The listings waiting for review, the longest waiting first, each with the shop that sells it. */
export async function listingQueue(app: FastifyInstance, language: Language) {
  const rows = await app.db
    .select({
      id: products.id,
      shop_name: makerShops.shop_name,
      slug: creators.slug,
      display_name: creators.display_name,
    })
    .from(products)
    .innerJoin(makerShops, eq(makerShops.creator_id, products.seller_id))
    .innerJoin(creators, eq(creators.id, products.seller_id))
    .where(eq(products.listing, "in_review"))
    .orderBy(asc(products.updated_at), asc(products.id))
    .limit(100);
  return {
    results: await Promise.all(
      rows.map(async ({ id, ...shop }) => ({ ...(await sellerProductView(app, id, language)), shop })),
    ),
  };
}

/**
 * Passing puts the listing on sale; sending it back takes it off with the reason. Only a listing
 * still waiting, at the version the admin read, is decided: a maker's change since, or another
 * admin's decision, is a 409, so no one passes what they did not see.
 */
export async function decideListing(
  app: FastifyInstance,
  id: number,
  decision: ListingDecision,
  language: Language,
) {
  const approve = decision.decision === "approve";
  const [row] = await app.db
    .update(products)
    .set({
      listing: approve ? "live" : "returned",
      is_active: approve,
      listing_comment: approve ? null : decision.reason,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(products.id, id),
        sql`${products.seller_id} is not null`,
        eq(products.listing, "in_review"),
        eq(products.version, decision.version),
      ),
    )
    .returning({ id: products.id });
  if (!row) {
    const [found] = await app.db
      .select({ listing: products.listing, seller: products.seller_id })
      .from(products)
      .where(eq(products.id, id));
    if (!found || found.seller === null) throw notFound(messages.product.notFound);
    throw conflict(found.listing === "in_review" ? m.listingChangedSince : m.listingNotInReview);
  }
  return sellerProductView(app, id, language);
}
