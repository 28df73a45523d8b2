import { type Column, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { detailSchema } from "../../../lib/http-schemas.ts";

/*
 * What the admin portal's promo codes and delivery zones share: both are records an order points
 * at, edited at a version (decision 075) and deleted only while no order carries them. One piece
 * so that the two sections refuse the same things in the same way.
 */

export const offerAdminDocs = { tags: ["admin"], security: [{ bearer: [] }] };
export const offerDeleteResponses = {
  204: z.null(),
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
  409: detailSchema,
} as const;

/** The section's own words for a record that is gone, was edited since, or is carried by an order. */
export interface OfferTexts {
  notFound: string;
  staleEdit: string;
  inUse: string;
}

/**
 * The answer of a replace made at the version the admin loaded: 404 when the record is gone,
 * 409 with what it is now when someone changed it since, else the record as saved.
 */
export function replacedOffer<T>(changed: unknown, current: T | null | undefined, texts: OfferTexts): T {
  if (!current) throw notFound(texts.notFound);
  if (!changed) throw conflict(texts.staleEdit, { current });
  return current;
}

/**
 * Deletes a record no order carries (`orderColumn` is the order's pointer to it); 409 when an
 * order does, since its history must keep what it was sold with (deactivate it instead).
 * `remove` deletes the record and answers the rows it deleted.
 */
export async function deleteUnlessOrdered(
  db: Db,
  orderColumn: Column,
  id: number,
  remove: () => Promise<unknown[]>,
  texts: OfferTexts,
): Promise<void> {
  const [used] = await db.select({ id: orders.id }).from(orders).where(eq(orderColumn, id)).limit(1);
  if (used) throw conflict(texts.inUse);
  const [gone] = await remove();
  if (!gone) throw notFound(texts.notFound);
}
