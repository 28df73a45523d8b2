import { francsToDecimal } from "@heritage/domain/money";
import type { Payment, PaymentEvent, PaymentStatus } from "@heritage/domain/payments";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { paymentEvents, payments } from "../../../db/schema/payments.ts";

export type PaymentRow = typeof payments.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toPayment(row: PaymentRow, events: PaymentEvent[]): Payment {
  return {
    id: row.id,
    order_id: row.order_id,
    provider: row.provider,
    reference: row.reference,
    phone: row.phone,
    amount: francsToDecimal(row.amount),
    currency: row.currency,
    status: row.status,
    failure_reason: row.failure_reason,
    flag: row.flag,
    provider_transaction_id: row.provider_transaction_id,
    simulated: row.simulated,
    requested_at: row.requested_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    settled_at: iso(row.settled_at),
    last_checked_at: iso(row.last_checked_at),
    events,
  };
}

async function eventsOf(db: Db, paymentIds: number[]): Promise<Map<number, PaymentEvent[]>> {
  const byPayment = new Map<number, PaymentEvent[]>();
  if (paymentIds.length === 0) return byPayment;
  const rows = await db
    .select()
    .from(paymentEvents)
    .where(inArray(paymentEvents.payment_id, paymentIds))
    .orderBy(asc(paymentEvents.payment_id), asc(paymentEvents.id));
  for (const row of rows) {
    const list = byPayment.get(row.payment_id) ?? [];
    list.push({
      from_status: row.from_status as PaymentStatus | null,
      to_status: row.to_status as PaymentStatus,
      source: row.source,
      note: row.note,
      created_at: row.created_at.toISOString(),
    });
    byPayment.set(row.payment_id, list);
  }
  return byPayment;
}

/** The payments of many orders (oldest first) with their histories, in two queries. */
export async function loadPayments(db: Db, orderIds: number[]): Promise<Map<number, Payment[]>> {
  const byOrder = new Map<number, Payment[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.order_id, orderIds))
    .orderBy(asc(payments.order_id), asc(payments.id));
  const events = await eventsOf(
    db,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(toPayment(row, events.get(row.id) ?? []));
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}
