import { type AdminOrder, ORDER_TRANSITIONS } from "@heritage/domain/orders";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { OrderShipments } from "../sellers/order-shipments.tsx";
import { useMoveOrder } from "./api/admin-orders.ts";
import { OrderPayments } from "./order-payments.tsx";
import { OrderSums } from "./order-sums.tsx";
import { type OrderMove, ORDER_TEXT as t } from "./orders-texts.ts";

function history(order: AdminOrder): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    [t.placed, order.created_at],
    [messages.orders.status.confirmed, order.confirmed_at],
    [messages.orders.status.shipped, order.shipped_at],
    [messages.orders.status.delivered, order.delivered_at],
    [
      order.cancel_reason
        ? `${messages.orders.status.cancelled} (${t.cancelReason[order.cancel_reason]})`
        : messages.orders.status.cancelled,
      order.cancelled_at,
    ],
  ];
  if (order.status === "pending") rows.push([t.holdUntil, order.expires_at]);
  return rows.flatMap(([label, at]) => (at ? [[label, formatDateTime(at)] as [string, string]] : []));
}

/** An order's lines, contact and history, with the moves its status allows (each asks first). */
export function OrderDetailDialog({
  order,
  onOpenChange,
  onChanged,
}: {
  order: AdminOrder | null;
  onOpenChange: (open: boolean) => void;
  onChanged: (order: AdminOrder) => void;
}) {
  const move = useMoveOrder();
  const [target, setTarget] = useState<OrderMove | null>(null);

  const confirmMove = () => {
    if (!order || !target) return;
    move.mutate(
      { id: order.id, status: target },
      {
        onSuccess: (moved) => {
          onChanged(moved);
          toast({
            tone: "success",
            title: messages.orders.statusChanged(
              moved.number,
              messages.orders.status[moved.status].toLowerCase(),
            ),
          });
        },
        onError: (error) => {
          const detail = isApiError(error) && error.status === 409 ? error.detail : null;
          toast({ tone: "error", title: detail ?? messages.orders.statusFailed });
        },
        onSettled: () => setTarget(null),
      },
    );
  };

  const moves = (order ? ORDER_TRANSITIONS[order.status] : []) as readonly OrderMove[];
  return (
    <Dialog open={order !== null} onOpenChange={onOpenChange}>
      {order && (
        <DialogContent title={t.detailTitle(order.number)} size="lg">
          <div className="flex flex-wrap items-center gap-3">
            <OrderStatusBadge status={order.status} />
            <span className="text-sm text-muted">{formatDateTime(order.created_at)}</span>
          </div>

          <section aria-labelledby="order-lines" className="mt-5">
            <h3 id="order-lines" className="font-sans text-sm font-semibold text-muted">
              {t.lines}
            </h3>
            <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
              {order.lines.map((line) => (
                <li key={line.id} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    {line.name}{" "}
                    <span className="text-muted">
                      × {line.quantity} @ {formatPrice(line.price)}
                    </span>
                  </span>
                  <span className="shrink-0 tabular-nums">{formatPrice(line.subtotal)}</span>
                </li>
              ))}
            </ul>
          </section>
          <OrderSums order={order} />

          <OrderPayments order={order} onChanged={onChanged} />
          <OrderShipments orderId={order.id} />

          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <section aria-labelledby="order-contact">
              <h3 id="order-contact" className="font-sans text-sm font-semibold text-muted">
                {t.contact}
              </h3>
              <dl className="mt-2 grid gap-1 text-sm">
                <dt className="sr-only">{t.customer}</dt>
                <dd className="font-medium">
                  <bdi>{order.customer.name}</bdi>
                </dd>
                <dt className="sr-only">{t.account}</dt>
                <dd className="text-muted">
                  {order.customer.username ? (
                    <>
                      <bdi>@{order.customer.username}</bdi> · <bdi>{order.customer.email}</bdi>
                    </>
                  ) : (
                    t.deletedAccount
                  )}
                </dd>
                <dt className="text-muted">{t.phone}</dt>
                <dd>
                  <a className="text-clay underline" href={`tel:${order.contact_phone}`}>
                    {order.contact_phone}
                  </a>
                </dd>
                <dt className="text-muted">{t.address}</dt>
                <dd>{order.delivery_address}</dd>
              </dl>
            </section>
            <section aria-labelledby="order-history">
              <h3 id="order-history" className="font-sans text-sm font-semibold text-muted">
                {t.timeline}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {history(order).map(([label, at]) => (
                  <div key={label} className="contents">
                    <dt className="text-muted">{label}</dt>
                    <dd className="tabular-nums">{at}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>

          <div className="mt-6 flex flex-wrap gap-2">
            {moves.length === 0 ? (
              <p className="text-sm text-muted">{t.noMoves}</p>
            ) : (
              moves.map((status) => (
                <Button
                  key={status}
                  variant={status === "cancelled" ? "destructive" : "primary"}
                  onClick={() => setTarget(status)}
                >
                  {t.moveTo[status]}
                </Button>
              ))
            )}
          </div>

          <ConfirmDialog
            open={target !== null}
            onOpenChange={(open) => !open && setTarget(null)}
            title={target ? t.confirmTitle[target](order.number) : ""}
            description={target ? t.confirmNote[target] : undefined}
            confirmLabel={target ? t.moveTo[target] : ""}
            cancelLabel={t.keep}
            pending={move.isPending}
            pendingLabel={t.moving}
            destructive={target === "cancelled"}
            onConfirm={confirmMove}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
