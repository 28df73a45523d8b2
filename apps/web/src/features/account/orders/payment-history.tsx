import type { Order } from "@heritage/domain/orders";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { paymentTones } from "../../../components/orders/payment-tones.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";

/**
 * A mobile-money order's payments on /orders: network, number, status and when each step happened,
 * and what the shop owes back when the money came after the order was cancelled (decision 210).
 */
export function PaymentHistory({ order }: { order: Order }) {
  const payments = order.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <section aria-label={p.history.title} className="mt-3 flex flex-col gap-2">
      {payments.map((payment) => (
        <div key={payment.id} className="rounded-lg border border-line px-3 py-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">
              {p.history.by(p.choose.networks[payment.provider], `+${payment.phone}`)}
            </span>
            <Badge tone={paymentTones[payment.status]}>
              {payment.failure_reason === "replaced" ? p.history.replaced : p.status[payment.status]}
            </Badge>
          </div>
          <ul className="mt-1 text-muted">
            {payment.events.map((event) => (
              <li key={`${event.to_status}-${event.created_at}`}>
                {p.history.at(
                  event.from_status === null ? p.history.requested : p.status[event.to_status],
                  formatDateTime(event.created_at),
                )}
              </li>
            ))}
          </ul>
          {payment.flag === "paid_after_cancel" && (
            <p className="mt-1 font-medium text-ember">
              {p.history.refundDue(formatPrice(payment.amount), `+${payment.phone}`)}
            </p>
          )}
          {(payment.flag === "amount_mismatch" || payment.flag === "amount_unreadable") && (
            <p className="mt-1 text-muted">{p.history.checking}</p>
          )}
        </div>
      ))}
    </section>
  );
}
