import type { Cart } from "@heritage/domain/cart";
import { TIMINGS_MS } from "@heritage/domain/constants";
import type { CheckoutFormInput, Order, OrderLineProblem, PlaceOrderInput } from "@heritage/domain/orders";
import type { PaymentChoiceInput } from "@heritage/domain/payments";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../components/ui/toast-store.ts";
import { type FieldErrors, isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSiteConfig } from "../../../lib/site-config.ts";
import { useCancelOrder } from "../../account/index.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { orderMessage, whatsappUrl } from "./checkout-message.ts";
import { usePlaceOrder } from "./place-order.ts";

export type PaymentMethod = "whatsapp" | "mobile_money";
/** The code, the destination and the total the shopper saw, sent with the order (decisions 170 and 171). */
export type CheckoutOffer = Pick<
  PlaceOrderInput,
  "promo_code" | "delivery_country" | "delivery_district" | "expected_total"
>;
/** paying: a mobile-money order is placed and its payment is followed (payment-progress.tsx). */
export type CheckoutPhase = "choosing" | "processing" | "blocked" | "paying";

/** The 409 answer of POST /api/market/orders/, read defensively. */
function refusedLines(error: unknown): OrderLineProblem[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const lines = (error.data as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as OrderLineProblem[]) : null;
}

/** The 409 that offers the shopper's own pending order instead of a second hold (decision 070). */
function existingOrder(error: unknown): Order | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const data = error.data as { reason?: unknown; order?: Order } | undefined;
  return data?.reason === "existing_order" && data.order ? data.order : null;
}

/**
 * product §4's checkout with decision 010's order: choose WhatsApp, 'Processing...' while the order is
 * placed (at least 1 s), then a new window opens with a text that starts with the order number and
 * the modal closes. A refused order (409) hands its lines to the cart page and opens nothing. If the
 * browser blocks the window, the link is offered instead (the order is placed by then). When a
 * pending order of the shopper already holds a cart item, that order is offered: continue with it
 * (its WhatsApp message) or cancel it and place this one.
 */
export function useWhatsappCheckout(
  cart: Cart | undefined,
  {
    onDone,
    onRefused,
    onFieldErrors,
  }: {
    onDone: () => void;
    onRefused: (lines: OrderLineProblem[]) => void;
    /** A 400's field messages, for the contact form to place at its own fields. */
    onFieldErrors?: (failure: unknown) => void;
  },
) {
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const cancel = useCancelOrder();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>("choosing");
  const [url, setUrl] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [existing, setExisting] = useState<Order | null>(null);
  const [paying, setPaying] = useState<Order | null>(null);
  const lastContact = useRef<CheckoutFormInput | null>(null);
  const lastPayment = useRef<PaymentChoiceInput | undefined>(undefined);
  const lastOffer = useRef<CheckoutOffer>({});
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const number = config.data?.whatsapp_number;
  const ready =
    (method === "mobile_money" || (method === "whatsapp" && Boolean(number))) && Boolean(cart?.items.length);
  // The cart is emptied by the order; refreshing it only when the modal is done keeps the modal mounted.
  const refreshCart = () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });

  async function pay(
    contact: CheckoutFormInput,
    payment?: PaymentChoiceInput,
    offer: CheckoutOffer = lastOffer.current,
  ) {
    if (!ready || !cart) return;
    lastContact.current = contact;
    lastPayment.current = payment;
    lastOffer.current = offer;
    setPhase("processing");
    setFieldErrors({});
    setError(null);
    setExisting(null);
    const processing = new Promise((done) => {
      timer.current = window.setTimeout(done, TIMINGS_MS.checkoutProcessing);
    });
    let order: Order;
    try {
      [order] = await Promise.all([
        place.mutateAsync({
          ...contact,
          ...offer,
          payment,
          // The prices the shopper saw: a price that moved since is refused, not charged silently.
          expected_prices: cart.items.map((item) => ({
            product_id: item.product.id,
            price: item.product.price,
          })),
        }),
        processing,
      ]);
    } catch (failure) {
      setPhase("choosing");
      const held = existingOrder(failure);
      if (held) {
        setExisting(held);
        return;
      }
      const lines = refusedLines(failure);
      if (lines) {
        reset();
        refreshCart();
        onRefused(lines);
        return;
      }
      // A code or fee changed since the quote (409 total_changed): the new sums are shown, to confirm again.
      if (
        isApiError(failure) &&
        (failure.data as { reason?: string } | undefined)?.reason === "total_changed"
      )
        void queryClient.invalidateQueries({ queryKey: ["checkout-quote"] });
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0) {
        setFieldErrors(failure.fieldErrors);
        onFieldErrors?.(failure);
        return;
      }
      setError(
        isApiError(failure) && failure.status !== 500
          ? (failure.detail ?? failure.message)
          : messages.orders.placeFailed,
      );
      if (isApiError(failure) && failure.status === 400) refreshCart();
      return;
    }
    if (payment) {
      setPaying(order);
      setPhase("paying");
      return;
    }
    toast({ tone: "success", title: t.placed(order.number), description: t.placedNote });
    openWhatsapp(order);
  }

  /** The WhatsApp window for a placed order, or the link when the browser blocks it. */
  function openWhatsapp(order: Order) {
    if (!number) return;
    const target = whatsappUrl(number, orderMessage(order));
    setUrl(target);
    const opened = window.open(target, "_blank");
    if (opened) {
      opened.opener = null;
      finish();
    } else {
      setPhase("blocked");
    }
  }

  /** Pays for the pending order that already holds the items: its own message, nothing new held. */
  function continueExisting() {
    if (existing) openWhatsapp(existing);
  }

  /** Cancels the pending order (its items go back on sale), then places this cart as a new order. */
  async function replaceExisting() {
    const contact = lastContact.current;
    if (!existing || !contact) return;
    setError(null);
    try {
      await cancel.mutateAsync(existing.id);
    } catch {
      setError(messages.orders.cancelFailed);
      return;
    }
    setExisting(null);
    await pay(contact, lastPayment.current);
  }

  /** After an expired payment the server put the items back in the cart: the basket is ordered again. */
  async function placeAgain() {
    setPaying(null);
    if (lastContact.current) await pay(lastContact.current, lastPayment.current);
  }

  /**
   * Another way to pay: an order still held (a declined request) goes to WhatsApp with its own
   * message, nothing new is held; a released one goes back to the choice with WhatsApp chosen.
   */
  function payAnotherWay(order: Order) {
    if (order.status === "pending") {
      openWhatsapp(order);
      return;
    }
    setPaying(null);
    setMethod("whatsapp");
    setPhase("choosing");
  }

  function reset() {
    window.clearTimeout(timer.current);
    setExisting(null);
    setPaying(null);
    setMethod(null);
    setPhase("choosing");
    setUrl(null);
    setFieldErrors({});
    setError(null);
  }

  /** Closing after a placed order: the modal goes, then the (now empty) cart is read again. */
  function finish() {
    reset();
    onDone();
    refreshCart();
  }

  return {
    method,
    setMethod,
    phase,
    pay,
    ready,
    url,
    reset,
    finish,
    fieldErrors,
    error,
    existing,
    continueExisting,
    replaceExisting,
    replacing: cancel.isPending,
    paying,
    placeAgain,
    payAnotherWay,
    configFailed: config.isError,
  };
}
