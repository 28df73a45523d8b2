import type { ApplicationStatus } from "@heritage/domain/community";
import { messages } from "@heritage/domain/messages";
import {
  payoutNetworkOf,
  SELLER_TERMS_VERSION,
  type SellerDecision,
  type sellerApplicationInputSchema,
} from "@heritage/domain/selling";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { creators } from "../../../db/schema/community.ts";
import { makerShops, sellerApplications } from "../../../db/schema/selling.ts";
import { users } from "../../../db/schema/users.ts";
import { conflict, HttpError, notFound } from "../../../lib/http-errors.ts";

/** Requests to sell in the market and their decisions (decision 240). */

const m = messages.selling;
type ApplicationRow = typeof sellerApplications.$inferSelect;
type CreatorRef = { slug: string; display_name: string; username: string };
type ShopRow = typeof makerShops.$inferSelect;

export function sellerApplicationView(row: ApplicationRow, creator: CreatorRef) {
  return {
    id: row.id,
    creator,
    shop_name: row.shop_name,
    payout_phone: row.payout_phone,
    payout_network: payoutNetworkOf(row.payout_phone),
    ships_from: row.ships_from,
    terms_version: row.terms_version,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

export function shopView(row: ShopRow) {
  return {
    shop_name: row.shop_name,
    payout_phone: row.payout_phone,
    payout_network: payoutNetworkOf(row.payout_phone),
    ships_from: row.ships_from,
    opened_at: row.opened_at.toISOString(),
  };
}

const creatorColumns = {
  id: creators.id,
  slug: creators.slug,
  display_name: creators.display_name,
  username: users.username,
};

async function creatorOfUser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select(creatorColumns)
    .from(creators)
    .innerJoin(users, eq(users.id, creators.user_id))
    .where(eq(creators.user_id, userId));
  return row;
}

/** GET /api/selling/me: the creator (or null), their latest request, their open shop. */
export async function sellingStatus(db: Db, userId: number) {
  const creator = await creatorOfUser(db, userId);
  if (!creator) return { creator: null, application: null, shop: null };
  const [[latest], [shop]] = await Promise.all([
    db
      .select()
      .from(sellerApplications)
      .where(eq(sellerApplications.creator_id, creator.id))
      .orderBy(desc(sellerApplications.created_at), desc(sellerApplications.id))
      .limit(1),
    db.select().from(makerShops).where(eq(makerShops.creator_id, creator.id)),
  ]);
  const { id: _id, ...ref } = creator;
  return {
    creator: { slug: creator.slug, display_name: creator.display_name },
    application: latest ? sellerApplicationView(latest, ref) : null,
    shop: shop ? shopView(shop) : null,
  };
}

/** 403 unless an approved creator; 409 while a request waits or once the shop is open. */
export async function applyToSell(
  db: Db,
  userId: number,
  input: z.output<typeof sellerApplicationInputSchema>,
) {
  const creator = await creatorOfUser(db, userId);
  if (!creator) throw new HttpError(403, m.notCreator);
  const [open] = await db
    .select({ id: makerShops.creator_id })
    .from(makerShops)
    .where(eq(makerShops.creator_id, creator.id));
  if (open) throw conflict(m.alreadySelling);
  try {
    const [row] = await db
      .insert(sellerApplications)
      .values({
        creator_id: creator.id,
        shop_name: input.shop_name,
        payout_phone: input.payout_phone,
        ships_from: input.ships_from,
        terms_version: SELLER_TERMS_VERSION,
      })
      .returning();
    const { id: _id, ...ref } = creator;
    return sellerApplicationView(row!, ref);
  } catch (error) {
    // The partial unique index: one waiting request per maker, even for two quick submits.
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(m.applicationPending);
    throw error;
  }
}

export async function listSellerApplications(
  db: Db,
  filter: { status?: ApplicationStatus; page: number; size: number },
) {
  const where = filter.status ? eq(sellerApplications.status, filter.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ application: sellerApplications, creator: creatorColumns })
      .from(sellerApplications)
      .innerJoin(creators, eq(creators.id, sellerApplications.creator_id))
      .innerJoin(users, eq(users.id, creators.user_id))
      .where(where)
      .orderBy(desc(sellerApplications.created_at), desc(sellerApplications.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ total: count() }).from(sellerApplications).where(where),
  ]);
  return {
    count: total?.total ?? 0,
    results: rows.map(({ application, creator: { id: _id, ...ref } }) =>
      sellerApplicationView(application, ref),
    ),
  };
}

/**
 * Approving opens the shop from the request, in one transaction with the decision; only a waiting
 * request can be decided (409 otherwise, so two admins cannot both).
 */
export async function decideSellerApplication(db: Db, id: number, adminId: number, decision: SellerDecision) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellerApplications)
      .set({
        status: decision.decision === "approve" ? "approved" : "declined",
        reason: decision.decision === "decline" ? decision.reason : null,
        decided_by: adminId,
        decided_at: sql`now()`,
      })
      .where(and(eq(sellerApplications.id, id), eq(sellerApplications.status, "pending")))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: sellerApplications.id })
        .from(sellerApplications)
        .where(eq(sellerApplications.id, id));
      throw exists ? conflict(m.applicationDecided) : notFound();
    }
    if (decision.decision === "approve") {
      await tx
        .insert(makerShops)
        .values({
          creator_id: row.creator_id,
          application_id: row.id,
          shop_name: row.shop_name,
          payout_phone: row.payout_phone,
          ships_from: row.ships_from,
        })
        .onConflictDoNothing();
    }
    const [creator] = await tx
      .select(creatorColumns)
      .from(creators)
      .innerJoin(users, eq(users.id, creators.user_id))
      .where(eq(creators.id, row.creator_id));
    const { id: _id, ...ref } = creator ?? { id: 0, slug: "", display_name: "", username: "" };
    return sellerApplicationView(row, ref);
  });
}
