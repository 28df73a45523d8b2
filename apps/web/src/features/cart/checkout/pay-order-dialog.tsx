import type { Order } from "@heritage/domain/orders";
import { useState } from "react";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { formatPrice } from "../../../lib/format.ts";
import { AnotherNumberForm, localPhone, sendFailure } from "./another-number-form.tsx";
import { latestPayment, usePaymentProviders } from "./order-payment.ts";
import { PaymentProgress } from "./payment-progress.tsx";
import { useRequestPayment } from "./request-payment.ts";

/**
 * "Pay now" on a pending order of /orders (decision 255): the same payment flow as the checkout's,
 * on the same order. A request still waiting is followed as it is; otherwise the shopper chooses
 * the network and the number, and a new request goes out. Nothing when the shop offers no network.
 */
export function PayOrderButton({ order }: { order: Order }) {
  const providers = usePaymentProviders().data?.providers ?? [];
  const [open, setOpen] = useState(false);
  // Kept while open: a payment that succeeds confirms the order under the dialog, which then says so.
  if (!open && (order.status !== "pending" || providers.length === 0)) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-label={`${p.progress.payNow} ${order.number}`}>
        {p.progress.payNow}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={p.progress.payTitle(order.number)} description={p.progress.payDescription}>
          {open && <PayOrderFlow order={order} onClose={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}

function PayOrderFlow({ order, onClose }: { order: Order; onClose: () => void }) {
  const last = latestPayment(order);
  const [following, setFollowing] = useState<Order | null>(last?.status === "awaiting" ? order : null);
  const request = useRequestPayment(order.id);
  if (following) return <PaymentProgress order={following} onClose={onClose} />;
  return (
    <AnotherNumberForm
      submitLabel={p.choose.pay(formatPrice(order.total))}
      last={last}
      fallbackPhone={last ? localPhone(last.phone) : order.contact_phone}
      sending={request.isPending}
      error={request.error ? sendFailure(request.error, p.progress.sendFailed) : undefined}
      onSend={(choice) => request.mutate(choice, { onSuccess: setFollowing })}
    />
  );
}
