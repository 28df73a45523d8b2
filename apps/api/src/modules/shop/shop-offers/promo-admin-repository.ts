import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import type { AdminPromoCode, promoCodeInputSchema } from "@heritage/domain/promo-codes";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { promoCodes } from "../../../db/schema/shop-offers.ts";
import { fieldError } from "../../../lib/http-errors.ts";
import { deleteUnlessOrdered } from "./offer-admin.ts";

/** The admin portal's Promo codes section (decision 170): its codes as written, with their uses. */

export type PromoInput = z.output<typeof promoCodeInputSchema>;

// Qualified by hand: inside the subquery an unqualified "id" would be the order's.
const uses = sql<number>`(select count(*)::int from "orders" o where o.promo_code_id = "promo_codes"."id" and o.status <> 'cancelled')`;

function toAdmin(row: typeof promoCodes.$inferSelect & { uses: number }): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    first_order_only: row.first_order_only,
    min_total: row.min_total === null ? null : francsToDecimal(row.min_total),
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    max_uses: row.max_uses,
    max_uses_per_shopper: row.max_uses_per_shopper,
    advertised: row.advertised,
    is_active: row.is_active,
    uses: row.uses,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}

const allColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  kind: promoCodes.kind,
  value: promoCodes.value,
  first_order_only: promoCodes.first_order_only,
  min_total: promoCodes.min_total,
  starts_at: promoCodes.starts_at,
  ends_at: promoCodes.ends_at,
  max_uses: promoCodes.max_uses,
  max_uses_per_shopper: promoCodes.max_uses_per_shopper,
  advertised: promoCodes.advertised,
  is_active: promoCodes.is_active,
  version: promoCodes.version,
  created_at: promoCodes.created_at,
  updated_at: promoCodes.updated_at,
};

async function readOne(db: Db, id: number) {
  const [row] = await db
    .select({ ...allColumns, uses })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return row ? toAdmin(row) : null;
}

const values = (input: PromoInput, now: Date) => ({
  ...input,
  starts_at: input.starts_at ? new Date(input.starts_at) : null,
  ends_at: input.ends_at ? new Date(input.ends_at) : null,
  updated_at: now,
});

async function assertCodeFree(db: Db, code: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        sql`upper(${promoCodes.code}) = ${code}`,
        exceptId === null ? sql`true` : sql`${promoCodes.id} <> ${exceptId}`,
      ),
    );
  if (taken) throw fieldError("code", messages.promo.codeTaken);
}

/** One page of the codes, newest first, with their uses; `search` (trimmed) matches within the code. */
export async function listPromoCodes(
  db: Db,
  search: string | undefined,
  window: { limit: number; offset: number },
): Promise<{ total: number; rows: AdminPromoCode[] }> {
  const term = search?.trim();
  const where = term
    ? sql`upper(${promoCodes.code}) like ${`%${term.toUpperCase().replace(/[%_\\]/g, "\\$&")}%`}`
    : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(promoCodes).where(where);
  const rows = await db
    .select({ ...allColumns, uses })
    .from(promoCodes)
    .where(where)
    .orderBy(desc(promoCodes.created_at), desc(promoCodes.id))
    .limit(window.limit)
    .offset(window.offset);
  return { total: counted?.n ?? 0, rows: rows.map(toAdmin) };
}

/** A new code, refused at its field when another has it. */
export async function createPromoCode(db: Db, input: PromoInput, now: Date): Promise<AdminPromoCode> {
  await assertCodeFree(db, input.code, null);
  const [row] = await db
    .insert(promoCodes)
    .values({ ...values(input, now), created_at: now })
    .returning({ id: promoCodes.id });
  return (await readOne(db, row!.id))!;
}

/**
 * Replaces the code if it is still at `version`: `changed` says whether it was, `current` is the
 * code as it is now (null when there is none), for `replacedOffer` to answer.
 */
export async function replacePromoCode(db: Db, id: number, version: number, input: PromoInput, now: Date) {
  await assertCodeFree(db, input.code, id);
  const [changed] = await db
    .update(promoCodes)
    .set(values(input, now))
    .where(and(eq(promoCodes.id, id), eq(promoCodes.version, version)))
    .returning({ id: promoCodes.id });
  return { changed, current: await readOne(db, id) };
}

/** Deletes a code no order carries; 409 when one does, 404 when there is none. */
export async function deletePromoCode(db: Db, id: number): Promise<void> {
  const remove = () => db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
  await deleteUnlessOrdered(db, orders.promo_code_id, id, remove, messages.promo);
}
