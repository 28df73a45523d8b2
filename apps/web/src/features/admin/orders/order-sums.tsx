import type { AdminOrder } from "@heritage/domain/orders";
import { offerTexts } from "../../../components/orders/offer-texts.ts";
import { formatPrice } from "../../../lib/format.ts";
import { ORDER_TEXT as t } from "./orders-texts.ts";

type Row = { label: string; amount: string; tone?: "discount" | "total" | "warning" };

/**
 * What the order adds up to, as the server fixed it: the goods, the code's discount,
 * the delivery zone, district and fee, the total; then what the shopper paid, what is still to
 * pay and what is to be refunded (a payment that arrived after the cancellation, decision 210).
 */
export function orderSumRows(order: AdminOrder): { sums: Row[]; payments: Row[] } {
  const goods = order.subtotal ?? String(order.lines.reduce((sum, line) => sum + Number(line.subtotal), 0));
  const discounted = Boolean(order.promo_code) && Number(order.discount ?? 0) > 0;
  const place = order.delivery_district ?? order.delivery_country ?? "";
  const fee = Number(order.delivery_fee ?? 0);
  const sums: Row[] = [
    { label: offerTexts.subtotal, amount: formatPrice(goods) },
    discounted
      ? {
          label: offerTexts.discount(order.promo_code!),
          amount: `−${formatPrice(order.discount)}`,
          tone: "discount",
        }
      : { label: t.noCode, amount: "—" },
    order.delivery_zone
      ? {
          label: place
            ? t.deliveryTo(order.delivery_zone, place)
            : `${offerTexts.delivery}: ${order.delivery_zone}`,
          amount: fee === 0 ? offerTexts.free : formatPrice(fee),
        }
      : { label: t.noDelivery, amount: "—" },
    { label: t.total, amount: formatPrice(order.total), tone: "total" },
  ];

  const paidPayments = (order.payments ?? []).filter((payment) => payment.status === "paid");
  const refund = paidPayments
    .filter((payment) => payment.flag === "paid_after_cancel")
    .reduce((sum, payment) => sum + Number(payment.amount), 0);
  const paid = paidPayments.reduce((sum, payment) => sum + Number(payment.amount), 0) - refund;
  const payments: Row[] = [];
  if (order.payment_method === "mobile_money") {
    payments.push({ label: t.paid, amount: formatPrice(paid) });
    const due = Number(order.total) - paid;
    if (order.status !== "cancelled" && due > 0) payments.push({ label: t.toPay, amount: formatPrice(due) });
  } else if (order.confirmed_at && order.status !== "cancelled") {
    payments.push({ label: t.paidOnWhatsApp, amount: formatPrice(order.total) });
  }
  if (refund > 0) payments.push({ label: t.refundDue, amount: formatPrice(refund), tone: "warning" });
  return { sums, payments };
}

const toneClass = {
  discount: "text-leaf",
  total: "font-semibold",
  warning: "font-semibold text-ember",
} as const;

export function OrderSums({ order }: { order: AdminOrder }) {
  const { sums, payments } = orderSumRows(order);
  return (
    <section aria-labelledby="order-sums" className="mt-3">
      <h3 id="order-sums" className="sr-only">
        {t.sums}
      </h3>
      <dl className="divide-y divide-line rounded-lg border border-line text-sm">
        {[...sums, ...payments].map((row) => (
          <div
            key={row.label}
            className={`flex justify-between gap-3 px-3 py-2 ${row.tone ? toneClass[row.tone] : ""}`}
          >
            <dt>{row.label}</dt>
            <dd className="shrink-0 tabular-nums">{row.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
