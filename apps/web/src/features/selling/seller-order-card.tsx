import type { SellerOrder } from "@heritage/domain/selling";
import { useState } from "react";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FormAlert } from "../../components/ui/form-alert.tsx";
import { Input } from "../../components/ui/input.tsx";
import { Price } from "../../components/ui/price.tsx";
import { isApiError } from "../../lib/api-error.ts";
import { formatDateIn } from "../../lib/i18n/dates.ts";
import { useLanguage } from "../../lib/i18n/use-language.ts";
import { useMoveShipment } from "./api/seller-orders.ts";
import { T } from "./selling-texts.ts";

const tones = { waiting: "ochre", confirmed: "sky", shipped: "clay", delivered: "leaf" } as const;

/**
 * One order as its maker ships it (decision 242): their pieces, where it goes and who to call, and the
 * one next step of their shipment (confirm, ship with a note, deliver).
 */
export function SellerOrderCard({ order }: { order: SellerOrder }) {
  const t = T.orders;
  const language = useLanguage();
  const move = useMoveShipment();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const headingId = `seller-order-${order.number}`;
  const cancelled = order.order_status === "cancelled";

  async function next() {
    setError(null);
    const step =
      order.shipment === "waiting"
        ? ({ step: "confirm" } as const)
        : order.shipment === "confirmed"
          ? ({ step: "ship", note } as const)
          : ({ step: "deliver" } as const);
    try {
      await move.mutateAsync({ number: order.number, step });
    } catch (caught) {
      setError(isApiError(caught) && caught.detail ? caught.detail : t.failed);
    }
  }

  const action =
    order.shipment === "waiting" ? t.confirm : order.shipment === "confirmed" ? t.ship : t.deliver;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="font-display text-lg font-semibold">
          {t.order(order.number)}
        </h3>
        {cancelled ? (
          <Badge tone="ember">{t.cancelled}</Badge>
        ) : (
          <Badge tone={tones[order.shipment]}>{t.states[order.shipment]}</Badge>
        )}
      </div>
      <p className="text-sm text-muted">
        {t.placedOn(formatDateIn(new Date(order.placed_at), language, true))}
      </p>
      <div className="text-sm">
        <p className="font-semibold">{t.yourLines}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {order.lines.map((line) => (
            <li key={`${line.name}-${line.price}`} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {line.quantity} × {line.name}
              </span>
              <Price price={line.price} size="sm" />
            </li>
          ))}
        </ul>
        <p className="mt-1 flex justify-between gap-3 font-semibold">
          <span>{t.total}</span>
          <Price price={order.total} size="sm" />
        </p>
      </div>
      <div className="rounded-md bg-paper p-3 text-sm">
        <p className="font-semibold">{t.shipTo}</p>
        <p>{order.buyer.name}</p>
        <p>
          <a href={`tel:${order.buyer.phone}`} className="text-clay underline" dir="ltr">
            {order.buyer.phone}
          </a>
        </p>
        <p className="break-words">
          {[order.buyer.address, order.buyer.district ?? order.buyer.country].filter(Boolean).join(", ")}
        </p>
      </div>
      {order.note && (
        <p className="text-sm">
          {t.shippedWith}: <span className="break-words">{order.note}</span>
        </p>
      )}
      <FormAlert message={error} />
      {!cancelled && order.shipment !== "delivered" && (
        <div className="flex flex-col gap-2">
          {order.shipment === "confirmed" && (
            <Input label={t.note} hint={t.noteHint} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
          <div>
            <Button
              className="min-h-11 w-full sm:w-auto"
              loading={move.isPending}
              loadingText={t.working}
              onClick={next}
            >
              {action}
            </Button>
          </div>
        </div>
      )}
    </article>
  );
}
