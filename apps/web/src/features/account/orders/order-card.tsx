import type { Order } from "@heritage/domain/orders";
import { Package } from "lucide-react";
import { offerTexts } from "../../../components/orders/offer-texts.ts";
import { paymentTexts } from "../../../components/orders/payment-texts.ts";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { UntranslatedNote } from "../../../components/ui/untranslated-note.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { PayOrderButton } from "../../cart/index.ts";
import { ordersTexts as t } from "../account-texts.ts";
import { CancelOrderButton } from "./cancel-order-button.tsx";
import { PaymentHistory } from "./payment-history.tsx";

function statusNote(order: Order): string | null {
  if (order.status === "pending") {
    // A mobile-money order confirms itself when paid; only a WhatsApp one waits for the shop (decision 255).
    return order.payment_method === "mobile_money"
      ? t.heldForPayment(formatDateTime(order.expires_at))
      : t.heldUntil(formatDateTime(order.expires_at));
  }
  if (order.status !== "cancelled") return null;
  if (order.cancel_reason === "expired") return t.expired;
  if (order.cancel_reason === "payment_failed") return paymentTexts.progress.failedTitle;
  return order.cancel_reason === "shopper" ? t.cancelledByYou : t.cancelledByShop;
}

/** One order as the shopper sees it: number, date, status, lines, total, and Cancel while pending. */
export function OrderCard({ order }: { order: Order }) {
  const headingId = `order-${order.id}-title`;
  const note = statusNote(order);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-4 shadow-card sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-display text-lg font-semibold">
            {order.number}
          </h2>
          <p className="text-sm text-muted">{t.placedOn(formatDateTime(order.created_at))}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      {note && <p className="mt-3 rounded-lg bg-sand px-3 py-2 text-sm text-ink-soft">{note}</p>}
      <PaymentHistory order={order} />

      <ul className="mt-4 divide-y divide-line">
        {order.lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 py-3">
            {line.image ? (
              <img
                src={line.image}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-lg bg-sand object-cover"
              />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-sand text-muted">
                <Package aria-hidden="true" className="size-6" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{line.name}</p>
              {line.translated === false && <UntranslatedNote record={{ language: "", translated: false }} />}
              <p className="text-sm text-muted">
                {t.quantityTimesPrice(line.quantity, formatPrice(line.price))}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap">{formatPrice(line.subtotal)}</p>
          </li>
        ))}
      </ul>

      <footer className="mt-2 flex flex-col gap-4 border-t border-line pt-4 sm:flex-row sm:items-end sm:justify-between">
        <dl className="grid gap-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-muted">{t.deliverTo}:</dt>
            <dd>{order.delivery_address}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">{t.contact}:</dt>
            <dd>{order.contact_phone}</dd>
          </div>
        </dl>
        <div className="flex flex-col items-start gap-3 sm:items-end">
          <OrderSums order={order} />
          <p className="text-lg">
            <span className="text-muted">
              {t.total} ({t.items(order.total_items)}):
            </span>{" "}
            <strong>{formatPrice(order.total)}</strong>
          </p>
          <div className="flex flex-wrap gap-2 sm:justify-end">
            <PayOrderButton order={order} />
            {order.status === "pending" && <CancelOrderButton order={order} />}
          </div>
        </div>
      </footer>
    </article>
  );
}

/** The code's discount and the delivery fee the server fixed on the order (decisions 170 and 171). */
function OrderSums({ order }: { order: Order }) {
  const discounted = order.promo_code && Number(order.discount) > 0;
  if (!discounted && !order.delivery_zone) return null;
  return (
    <dl className="grid gap-1 text-sm sm:text-right" data-testid="order-sums">
      <div className="flex gap-2 sm:justify-end">
        <dt className="text-muted">{offerTexts.subtotal}:</dt>
        <dd className="tabular-nums">{formatPrice(order.subtotal ?? order.total)}</dd>
      </div>
      {discounted && (
        <div className="flex gap-2 text-leaf sm:justify-end">
          <dt>{offerTexts.discount(order.promo_code!)}:</dt>
          <dd className="tabular-nums">−{formatPrice(order.discount)}</dd>
        </div>
      )}
      {order.delivery_zone && (
        <div className="flex gap-2 sm:justify-end">
          <dt className="text-muted">
            {offerTexts.delivery} ({order.delivery_district ?? order.delivery_country ?? order.delivery_zone}
            ):
          </dt>
          <dd className="tabular-nums">
            {Number(order.delivery_fee) === 0 ? offerTexts.free : formatPrice(order.delivery_fee)}
          </dd>
        </div>
      )}
    </dl>
  );
}
