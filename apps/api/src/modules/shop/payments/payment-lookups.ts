import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { payments } from "../../../db/schema/payments.ts";

export type PaymentRow = typeof payments.$inferSelect;

/** The payment a provider's callback names: its own reference, on its own network. */
export async function findPaymentByReference(
  db: Db,
  provider: PaymentRow["provider"],
  reference: string,
): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.reference, reference), eq(payments.provider, provider)));
  return payment;
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, id));
  return payment;
}

/** Where a payment stands now (after a check may have settled it). */
export async function paymentStatus(db: Db, id: number): Promise<PaymentRow["status"] | undefined> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, id));
  return row?.status;
}

/** The latest payment of an order, if the order is the shopper's own. */
export async function latestOwnPayment(
  db: Db,
  userId: number,
  orderId: number,
): Promise<PaymentRow | undefined> {
  const [latest] = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.order_id))
    .where(and(eq(payments.order_id, orderId), eq(orders.user_id, userId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return latest?.payment;
}
