import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import type { ShipmentStep } from "@heritage/domain/selling";
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { creators } from "../../../db/schema/community.ts";
import { orderLines, orders } from "../../../db/schema/orders.ts";
import { makerShops, orderShipments } from "../../../db/schema/selling.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { shopOf } from "./seller-products.ts";

/**
 * A maker's part of the orders (decision 242): each order that holds their pieces, with
 * their lines only and what they need to ship them. An order is theirs to see once it is no longer
 * pending (paid by mobile money, or confirmed by the shop); a cancelled one shows as cancelled, so
 * nothing is shipped for it.
 */

const m = messages.selling;

export async function listSellerOrders(db: Db, userId: number) {
  const shop = await shopOf(db, userId);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      placed_at: orders.created_at,
      order_status: orders.status,
      shipment: orderShipments.status,
      note: orderShipments.note,
      name: orders.customer_name,
      phone: orders.contact_phone,
      district: orders.delivery_district,
      country: orders.delivery_country,
      address: orders.delivery_address,
    })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.order_id))
    .where(and(eq(orderShipments.seller_id, shop), ne(orders.status, "pending")))
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(100);
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            order_id: orderLines.order_id,
            name: orderLines.name,
            image: orderLines.image,
            price: orderLines.price,
            quantity: orderLines.quantity,
          })
          .from(orderLines)
          .where(
            and(
              inArray(
                orderLines.order_id,
                rows.map((row) => row.id),
              ),
              eq(orderLines.seller_id, shop),
            ),
          )
          .orderBy(orderLines.id);
  return {
    results: rows.map(({ id, name, phone, district, country, address, placed_at, ...row }) => {
      const mine = lines.filter((line) => line.order_id === id);
      return {
        ...row,
        placed_at: placed_at.toISOString(),
        buyer: { name, phone, district, country, address },
        lines: mine.map(({ order_id: _order, price, ...line }) => ({
          ...line,
          price: francsToDecimal(price),
        })),
        total: francsToDecimal(mine.reduce((sum, line) => sum + line.price * line.quantity, 0)),
      };
    }),
  };
}

const STEPS = {
  confirm: { from: "waiting", to: "confirmed", at: "confirmed_at" },
  ship: { from: "confirmed", to: "shipped", at: "shipped_at" },
  deliver: { from: "shipped", to: "delivered", at: "delivered_at" },
} as const;

/**
 * One step of the maker's shipment, from the state before it only (two taps, or two devices, move it
 * once), and only on an order that is neither pending nor cancelled. Another maker's order, or a
 * number that names none, is a 404.
 */
export async function moveShipment(db: Db, userId: number, number: string, step: ShipmentStep) {
  const shop = await shopOf(db, userId);
  const { from, to, at } = STEPS[step.step];
  const [moved] = await db
    .update(orderShipments)
    .set({
      status: to,
      [at]: sql`now()`,
      ...(step.step === "ship" && { note: step.note || null }),
    })
    .where(
      and(
        eq(orderShipments.seller_id, shop),
        eq(orderShipments.status, from),
        sql`${orderShipments.order_id} = (select ${orders.id} from ${orders} where ${orders.number} = ${number} and ${orders.status} not in ('pending', 'cancelled'))`,
      ),
    )
    .returning({ id: orderShipments.id });
  if (moved) return;
  const [mine] = await db
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.order_id))
    .where(and(eq(orderShipments.seller_id, shop), eq(orders.number, number), ne(orders.status, "pending")));
  throw mine ? conflict(m.shipmentNotNow) : notFound();
}

/** The admin's view of an order's shipments: every maker's part, with their shop and its state. */
export async function orderShipmentsOf(db: Db, orderId: number) {
  const rows = await db
    .select({
      shop_name: makerShops.shop_name,
      slug: creators.slug,
      status: orderShipments.status,
      note: orderShipments.note,
    })
    .from(orderShipments)
    .innerJoin(creators, eq(creators.id, orderShipments.seller_id))
    .leftJoin(makerShops, eq(makerShops.creator_id, orderShipments.seller_id))
    .where(eq(orderShipments.order_id, orderId))
    .orderBy(orderShipments.id);
  return { results: rows.map((row) => ({ ...row, shop_name: row.shop_name ?? "" })) };
}
