import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { promoCodes } from "../../../db/schema/shop-offers.ts";

/** The promo code the storefront advertises at `now`: active, advertised, in its dates; the one ending soonest first. */
export async function advertisedPromo(db: Db, now: Date) {
  const [promo] = await db
    .select({
      code: promoCodes.code,
      kind: promoCodes.kind,
      value: promoCodes.value,
      first_order_only: promoCodes.first_order_only,
    })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.is_active, true),
        eq(promoCodes.advertised, true),
        or(isNull(promoCodes.starts_at), lte(promoCodes.starts_at, now)),
        or(isNull(promoCodes.ends_at), gt(promoCodes.ends_at, now)),
      ),
    )
    .orderBy(desc(isNotNull(promoCodes.ends_at)), asc(promoCodes.id))
    .limit(1);
  return promo;
}
