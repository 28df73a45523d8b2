import type { Order } from "@heritage/domain/orders";
import { Clock } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { ordersTexts } from "../../account/index.ts";

const m = messages.orders;

/**
 * The shopper's pending order that already holds items of this cart (decision 070), offered instead
 * of a second hold: what it holds and until when, continue with it (pay over WhatsApp), cancel it
 * and place this cart, or look at it in My Orders.
 */
export function ExistingOrder({
  order,
  detail,
  onContinue,
  onReplace,
  replacing,
}: {
  order: Order;
  detail: string;
  onContinue: () => void;
  onReplace: () => void;
  replacing: boolean;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="existing-order-title"
      className="mt-4 rounded-lg border border-clay/40 bg-clay-soft p-4 text-ink"
    >
      <h3 id="existing-order-title" className="flex items-center gap-2 font-sans text-base font-semibold">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-clay" />
        {m.existingTitle}
      </h3>
      <p className="mt-1 text-sm">{detail}</p>
      <p className="mt-3 font-semibold">{order.number}</p>
      <ul className="mt-1 text-sm">
        {order.lines.map((line) => (
          <li key={line.id}>
            {line.name} <span className="text-muted">× {line.quantity}</span>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        {ordersTexts.total}: <strong className="tabular-nums">{formatPrice(order.total)}</strong>
      </p>
      <p className="mt-1 text-xs text-ink-soft">{ordersTexts.heldUntil(formatDateTime(order.expires_at))}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="button" onClick={onContinue} disabled={replacing}>
          {m.existingContinue}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={onReplace}
          loading={replacing}
          loadingText={m.existingReplacing}
        >
          {m.existingReplace}
        </Button>
        <Link to="/orders" className={buttonClass("link", "md")}>
          {m.existingView}
        </Link>
      </div>
    </section>
  );
}
