import type { Order } from "@heritage/domain/orders";
import { MTN_APPROVAL_USSD, type Payment } from "@heritage/domain/payments";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { AnotherNumberForm, localPhone, type PayerChoice, sendFailure } from "./another-number-form.tsx";
import { latestPayment, useOrderPayment } from "./order-payment.ts";
import { useRequestPayment } from "./request-payment.ts";

/** "4:05": what is left of the payer's time, ticking each second while the request waits. */
function useTimeLeft(until: string | undefined): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1_000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return null;
  const seconds = Math.max(0, Math.ceil((Date.parse(until) - now) / 1_000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * A mobile-money payment followed live (decision 255): "Approve the payment of RWF N on your phone"
 * with MTN's USSD menu for a prompt that never came, the time left to approve, "Check again" (the
 * server asks the provider) and "Use another number" (a new request on the same order, in place of
 * the waiting one). A declined request leaves the order held: try again, another number or another
 * way. An expired one released the order (its items are back in the cart): `onPlaceAgain` orders the
 * basket anew where the checkout can.
 */
export function PaymentProgress({
  order: placed,
  onOtherWay,
  onPlaceAgain,
  onClose,
}: {
  order: Order;
  /** Pay this order (or, once released, the basket) another way: WhatsApp. */
  onOtherWay?: (order: Order) => void;
  onPlaceAgain?: () => void;
  onClose: () => void;
}) {
  const query = useOrderPayment(placed);
  const order = query.data ?? placed;
  const payment = latestPayment(order);
  const amount = formatPrice(order.total);
  const queryClient = useQueryClient();
  const request = useRequestPayment(order.id);
  const [another, setAnother] = useState(false);
  const [checked, setChecked] = useState(false);
  const settled = payment !== undefined && payment.status !== "awaiting";
  const timeLeft = useTimeLeft(settled ? undefined : payment?.expires_at);
  // Settled, the server has emptied the cart (paid) or put the items back (expired): the cart and
  // the orders behind the dialog follow at once, not at the next reload.
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
  }, [settled, queryClient]);

  const send = (choice: PayerChoice, replace = false) =>
    request.mutate(
      { ...choice, replace },
      {
        onSuccess: () => {
          setAnother(false);
          setChecked(false);
        },
      },
    );
  const failure = request.error ? sendFailure(request.error, p.progress.sendFailed) : undefined;
  const anotherForm = (replace: boolean) => (
    <AnotherNumberForm
      title={p.progress.otherNumberTitle}
      note={replace ? p.progress.otherNumberNote : undefined}
      submitLabel={p.progress.send(amount)}
      last={payment}
      sending={request.isPending}
      error={failure}
      onSend={(choice) => send(choice, replace)}
      onBack={() => {
        request.reset();
        setAnother(false);
      }}
    />
  );

  if (!payment || payment.status === "awaiting") {
    if (another) return anotherForm(true);
    return (
      <div className="flex flex-col gap-3">
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
          {checked && !query.isFetching && <p className="text-sm">{p.progress.stillWaiting}</p>}
          {query.isError && <p className="text-sm text-ember">{p.progress.checkFailed}</p>}
        </div>
        {payment && timeLeft && (
          <p className="text-sm">
            <strong className="tabular-nums">{p.progress.timeLeft(timeLeft)}</strong>{" "}
            <span className="text-muted">{p.progress.openUntil(formatDateTime(payment.expires_at))}</span>
          </p>
        )}
        {payment && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="secondary"
              loading={query.isFetching && checked}
              loadingText={p.progress.checking}
              onClick={() => {
                setChecked(true);
                void query.refetch();
              }}
            >
              {p.progress.checkAgain}
            </Button>
            <Button variant="secondary" onClick={() => setAnother(true)}>
              {p.progress.otherNumber}
            </Button>
          </div>
        )}
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
  if (order.status === "pending") {
    if (another) return anotherForm(false);
    return (
      <Declined
        order={order}
        payment={payment}
        sending={request.isPending}
        error={failure?.alert ?? failure?.phone ?? failure?.provider}
        onRetry={() => send({ provider: payment.provider, phone: localPhone(payment.phone) })}
        onAnother={() => {
          request.reset();
          setAnother(true);
        }}
        onOtherWay={onOtherWay}
      />
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
        {onPlaceAgain && <Button onClick={onPlaceAgain}>{p.progress.retry}</Button>}
        {onOtherWay && (
          <Button variant="secondary" onClick={() => onOtherWay(order)}>
            {p.progress.otherWay}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A declined request on an order still held: the same number again, another one, or WhatsApp. */
function Declined({
  order,
  payment,
  sending,
  error,
  onRetry,
  onAnother,
  onOtherWay,
}: {
  order: Order;
  payment: Payment;
  sending: boolean;
  error?: string;
  onRetry: () => void;
  onAnother: () => void;
  onOtherWay?: (order: Order) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <div role="alert" className="flex flex-col gap-3">
        <p className="flex items-center gap-2 font-display text-xl font-semibold text-ember">
          <XCircle aria-hidden="true" className="size-6" />
          {payment.status === "expired" ? p.progress.expiredTitle : p.progress.failedTitle}
        </p>
        <p className="text-sm">{p.progress.heldNote(order.number, formatDateTime(order.expires_at))}</p>
        {error && <p className="text-sm text-ember">{error}</p>}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onRetry} loading={sending} loadingText={p.progress.sending}>
          {p.progress.retry}
        </Button>
        <Button variant="secondary" onClick={onAnother} disabled={sending}>
          {p.progress.otherNumber}
        </Button>
        {onOtherWay && (
          <Button variant="secondary" onClick={() => onOtherWay(order)} disabled={sending}>
            {p.progress.otherWay}
          </Button>
        )}
      </div>
    </div>
  );
}
