import { DEFAULT_LANGUAGE, type Language } from "@heritage/domain/languages";
import { francsToDecimal } from "@heritage/domain/money";
import type { AdminOrder, Order, OrderLine } from "@heritage/domain/orders";
import type { Payment } from "@heritage/domain/payments";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { products } from "../../../db/schema/catalog.ts";
import { orderLines, type orders } from "../../../db/schema/orders.ts";
import { servedTexts, type Translations } from "../../../lib/content-language.ts";
import { loadPayments } from "../payments/payment-view.ts";

export type OrderRow = typeof orders.$inferSelect;

export interface CustomerColumns {
  customer_username: string | null;
  customer_email: string | null;
}

/**
 * The lines of many orders in one query, in the order they were placed. A line keeps the name the
 * product had when it was ordered; it is read in `language` from the product's translations,
 * else the name as ordered where the product has none in that language (`translated` false).
 */
export async function loadLines(
  db: Db,
  orderIds: number[],
  language: Language = DEFAULT_LANGUAGE,
): Promise<Map<number, OrderLine[]>> {
  const byOrder = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      line: orderLines,
      original_language: products.original_language,
      translations: products.translations,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.product_id))
    .where(inArray(orderLines.order_id, orderIds))
    .orderBy(asc(orderLines.order_id), asc(orderLines.id));
  for (const { line: row, original_language, translations } of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    const served = servedTexts(
      {
        name: row.name,
        original_language: original_language ?? language,
        translations: (translations ?? {}) as Translations,
      },
      ["name"],
      language,
    );
    list.push({
      id: row.id,
      product_id: row.product_id,
      name: served.name,
      translated: served.translated,
      image: row.image,
      price: francsToDecimal(row.price),
      quantity: row.quantity,
      subtotal: francsToDecimal(row.price * row.quantity),
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toOrder(row: OrderRow, lines: OrderLine[], payments: Payment[] = []): Order {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    total: francsToDecimal(row.total),
    subtotal: francsToDecimal(row.subtotal),
    discount: francsToDecimal(row.discount),
    delivery_fee: francsToDecimal(row.delivery_fee),
    promo_code: row.promo_code,
    delivery_zone: row.delivery_zone,
    delivery_district: row.delivery_district,
    delivery_country: row.delivery_country,
    delivery_days:
      row.delivery_days_min === null || row.delivery_days_max === null
        ? null
        : { min: row.delivery_days_min, max: row.delivery_days_max },
    total_items: lines.reduce((sum, line) => sum + line.quantity, 0),
    contact_phone: row.contact_phone,
    delivery_address: row.delivery_address,
    lines,
    expires_at: row.expires_at.toISOString(),
    cancel_reason: row.cancel_reason,
    payment_method: row.payment_method,
    payments,
    confirmed_at: iso(row.confirmed_at),
    shipped_at: iso(row.shipped_at),
    delivered_at: iso(row.delivered_at),
    cancelled_at: iso(row.cancelled_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toAdminOrder(
  row: OrderRow & CustomerColumns,
  lines: OrderLine[],
  payments: Payment[] = [],
): AdminOrder {
  return {
    ...toOrder(row, lines, payments),
    customer: {
      id: row.user_id,
      name: row.customer_name,
      username: row.customer_username,
      email: row.customer_email,
    },
  };
}

/** Rows plus their lines and payments, turned into API orders by `view`. */
export async function withLines<R extends OrderRow, T>(
  db: Db,
  rows: R[],
  view: (row: R, lines: OrderLine[], payments: Payment[]) => T,
  language?: Language,
): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const lines = await loadLines(db, ids, language);
  // Only mobile-money orders have payments: WhatsApp-only pages cost no extra query.
  const paid = rows.filter((row) => row.payment_method === "mobile_money").map((row) => row.id);
  const payments = await loadPayments(db, paid);
  return rows.map((row) => view(row, lines.get(row.id) ?? [], payments.get(row.id) ?? []));
}
