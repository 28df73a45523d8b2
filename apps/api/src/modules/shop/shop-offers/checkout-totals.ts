import { deliveryFee } from "@heritage/domain/delivery";
import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { cartItems, carts } from "../../../db/schema/cart.ts";
import { products } from "../../../db/schema/catalog.ts";
import { type ZoneRow, zoneFor } from "./delivery-zones.ts";
import { checkPromo, findPromo, type PromoRow } from "./promo-check.ts";

export interface CheckoutChoice {
  promo_code?: string | null;
  delivery_country: string;
  delivery_district?: string | null;
}

export interface CheckoutTotals {
  subtotal: number;
  discount: number;
  /** Null when the shop has no delivery zones (delivery arranged over WhatsApp). */
  deliveryFee: number | null;
  total: number;
  promo: PromoRow | null;
  zone: ZoneRow | null;
}

/**
 * The server's sums for goods worth `subtotal`: the code's discount (every rule checked against
 * this shopper at `now`), then delivery to the destination, free from the zone's threshold on the
 * goods after the discount (decisions 170, 171). With `lock` (inside the placement transaction)
 * the code's row is locked, so concurrent placements with one code count its uses in turn.
 */
export async function checkoutTotals(
  db: DbOrTx,
  choice: CheckoutChoice,
  {
    userId,
    subtotal,
    now,
    lock,
    delivery = true,
  }: { userId: number; subtotal: number; now: Date; lock: boolean; delivery?: boolean },
): Promise<CheckoutTotals> {
  const zone = delivery ? await zoneFor(db, choice) : null;
  const promo = choice.promo_code ? await findPromo(db, choice.promo_code, lock) : null;
  const discount = promo ? await checkPromo(db, promo, userId, subtotal, now) : 0;
  const goods = subtotal - discount;
  const fee = zone ? deliveryFee(zone, goods) : null;
  return { subtotal, discount, deliveryFee: fee, total: goods + (fee ?? 0), promo, zone };
}

/** The goods in the shopper's cart at today's prices (lines of products off sale left out, decision 021). */
export async function cartSubtotal(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${products.price} * ${cartItems.quantity}), 0)` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cart_id))
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .where(and(eq(carts.user_id, userId), eq(products.is_active, true)));
  return Number(row?.total ?? 0);
}
