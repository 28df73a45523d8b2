import { messages } from "@heritage/domain/messages";
import { formatRwf } from "@heritage/domain/money";
import { promoDiscount, promoMinimum } from "@heritage/domain/promo-codes";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { promoCodes } from "../../../db/schema/shop-offers.ts";
import { FieldErrors } from "../../../lib/http-errors.ts";

export type PromoRow = typeof promoCodes.$inferSelect;
type Reader = Pick<Db, "select">;

const refuse = (message: string) => new FieldErrors({ promo_code: [message] });

/**
 * The code's row. At placing it is read FOR UPDATE: placements with one code then count its uses
 * one after another, so a code limited to N uses is used at most N times (decision 170).
 */
export async function findPromo(db: Reader | Tx, code: string, lock: boolean): Promise<PromoRow> {
  const match = sql`upper(${promoCodes.code}) = ${code.toUpperCase()}`;
  const [row] = lock
    ? await (db as Tx).select().from(promoCodes).where(match).for("update")
    : await db.select().from(promoCodes).where(match);
  if (!row) throw refuse(messages.promo.notValid);
  return row;
}

/** Uses that count: the code's orders that were not cancelled (a cancelled order gives its use back). */
export async function promoUses(db: Reader, promoId: number, userId: number | null) {
  const [row] = await db
    .select({
      all: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${orders.user_id} = ${userId ?? -1})::int`,
    })
    .from(orders)
    .where(and(eq(orders.promo_code_id, promoId), ne(orders.status, "cancelled")));
  return { all: row?.all ?? 0, mine: row?.mine ?? 0 };
}

async function hasEarlierOrder(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.user_id, userId), ne(orders.status, "cancelled")))
    .limit(1);
  return Boolean(row);
}

/**
 * Every rule of the code against this shopper and these goods, at `now`; the discount in francs,
 * or a 400 at `promo_code`. A code no one may use now (inactive, not started, ended, used up)
 * answers exactly as an unknown one, so tries learn nothing of which codes exist; a live code
 * says what this shopper can act on: the minimum, first order only, already used (decision 210).
 */
export async function checkPromo(
  db: Reader,
  promo: PromoRow,
  userId: number,
  goods: number,
  now: Date,
): Promise<number> {
  const m = messages.promo;
  if (!promo.is_active) throw refuse(m.notValid);
  if (promo.starts_at && now < promo.starts_at) throw refuse(m.notValid);
  if (promo.ends_at && now >= promo.ends_at) throw refuse(m.notValid);
  const minimum = promoMinimum(promo);
  if (goods < minimum)
    throw new FieldErrors(
      { promo_code: [m.minimumTotal(formatRwf(minimum))] },
      { promo_code: (t, language) => t.promo.minimumTotal(formatRwf(minimum, language)) },
    );
  if (promo.first_order_only && (await hasEarlierOrder(db, userId))) throw refuse(m.firstOrderOnly);
  if (promo.max_uses !== null || promo.max_uses_per_shopper !== null) {
    const uses = await promoUses(db, promo.id, userId);
    if (promo.max_uses !== null && uses.all >= promo.max_uses) throw refuse(m.notValid);
    if (promo.max_uses_per_shopper !== null && uses.mine >= promo.max_uses_per_shopper)
      throw refuse(m.shopperUsedUp);
  }
  return promoDiscount(promo, goods);
}
