import type { Order } from "@heritage/domain/orders";
import { MTN_APPROVAL_USSD } from "@heritage/domain/payments";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { latestPayment, useOrderPayment } from "./order-payment.ts";

/**
 * After a mobile-money order is placed: "Approve the payment of RWF N on your phone" (with MTN's
 * USSD menu for a prompt that never came), followed live until paid, failed or expired; on failure,
 * try again or pay another way (the server put the items back in the cart).
 */
export function PaymentProgress({
  order: placed,
  onRetry,
  onOtherWay,
  onClose,
}: {
  order: Order;
  onRetry: () => void;
  onOtherWay: () => void;
  onClose: () => void;
}) {
  const query = useOrderPayment(placed);
  const order = query.data ?? placed;
  const payment = latestPayment(order);
  const amount = formatPrice(order.total);
  const queryClient = useQueryClient();
  const settled = payment !== undefined && payment.status !== "awaiting";
  // Settled, the server has emptied the cart (paid) or put the items back (failed, expired): the
  // cart and the orders behind the dialog follow at once, not at the next reload (issue 39).
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
  }, [settled, queryClient]);
  if (!payment || payment.status === "awaiting") {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <p className="font-display text-xl font-semibold">{p.progress.approve(amount)}</p>
        {payment && <p className="text-sm">{p.progress.approveNote(`+${payment.phone}`)}</p>}
        {payment?.provider === "mtn" && (
          <p className="rounded-lg bg-sand px-3 py-2 text-sm text-ink-soft">
            {p.progress.ussd(MTN_APPROVAL_USSD)}
          </p>
        )}
        <p className="flex items-center gap-2 text-sm text-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          {p.progress.waiting}
        </p>
        {query.isError && <p className="text-sm text-ember">{p.progress.checkFailed}</p>}
      </div>
    );
  }
  if (payment.status === "paid") {
    return (
      <div role="status" aria-live="polite" className="flex flex-col gap-3">
        <p className="flex items-center gap-2 font-display text-xl font-semibold text-leaf">
          <CheckCircle2 aria-hidden="true" className="size-6" />
          {p.progress.paidTitle}
        </p>
        <p className="text-sm">{p.progress.paidNote(order.number)}</p>
        <div className="flex flex-wrap gap-2">
          <Link to="/orders" className={buttonClass()} onClick={onClose}>
            {p.progress.viewOrders}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {p.progress.close}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col gap-3">
      <p className="flex items-center gap-2 font-display text-xl font-semibold text-ember">
        <XCircle aria-hidden="true" className="size-6" />
        {payment.status === "expired" ? p.progress.expiredTitle : p.progress.failedTitle}
      </p>
      <p className="text-sm">{p.progress.releasedNote}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRetry}>{p.progress.retry}</Button>
        <Button variant="secondary" onClick={onOtherWay}>
          {p.progress.otherWay}
        </Button>
      </div>
    </div>
  );
}
