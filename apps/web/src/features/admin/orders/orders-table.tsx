import type { AdminOrder } from "@heritage/domain/orders";
import { Eye } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { OrderStatusBadge } from "../../../components/ui/order-status-badge.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { ORDER_TEXT as t } from "./orders-texts.ts";

/** Orders in a table, or stacked cards under 768 px; 'View' opens the detail. */
export function OrdersTable({
  orders,
  onView,
}: {
  orders: AdminOrder[];
  onView: (order: AdminOrder) => void;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  const view = (order: AdminOrder) => (
    <Button variant="secondary" size="sm" aria-label={t.view(order.number)} onClick={() => onView(order)}>
      <Eye aria-hidden="true" className="size-4" /> {t.viewShort}
    </Button>
  );
  if (!wide) {
    return (
      <ul aria-label={t.tableLabel} className="flex flex-col gap-3">
        {orders.map((order) => (
          <li key={order.id} className="rounded-lg border border-line bg-surface p-4 shadow-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold">{order.number}</p>
                <p className="text-sm text-muted">{formatDateTime(order.created_at)}</p>
                <p className="truncate text-sm">{order.customer.name}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3">
              <p className="font-semibold">{formatPrice(order.total)}</p>
              {view(order)}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.tableLabel}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            {[t.number, t.date, t.customer, t.items, t.total, t.status].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">
              {t.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {orders.map((order) => (
            <tr key={order.id} className="hover:bg-paper">
              <th scope="row" className="px-4 py-2 font-semibold whitespace-nowrap">
                {order.number}
              </th>
              <td className="px-4 py-2 whitespace-nowrap text-muted">{formatDateTime(order.created_at)}</td>
              <td className="max-w-56 px-4 py-2">
                <bdi className="block truncate">{order.customer.name}</bdi>
                {order.customer.username && (
                  <span className="block truncate text-xs text-muted">
                    <bdi>@{order.customer.username}</bdi>
                  </span>
                )}
              </td>
              <td className="px-4 py-2 tabular-nums">{order.total_items}</td>
              <td className="px-4 py-2 font-semibold whitespace-nowrap tabular-nums">
                {formatPrice(order.total)}
              </td>
              <td className="px-4 py-2">
                <OrderStatusBadge status={order.status} />
              </td>
              <td className="px-4 py-2 text-right">{view(order)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
