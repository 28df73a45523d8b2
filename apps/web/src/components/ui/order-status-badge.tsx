import type { OrderStatus } from "@heritage/domain/orders";
import { messages } from "../../lib/i18n/messages.ts";
import { Badge, type BadgeTone } from "./badge.tsx";

const tones: Record<OrderStatus, BadgeTone> = {
  pending: "ochre",
  confirmed: "sky",
  shipped: "clay",
  delivered: "leaf",
  cancelled: "neutral",
};

/** An order's status as a badge; shared by the shopper's /orders and the admin's Orders section. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{messages.orders.status[status]}</Badge>;
}
