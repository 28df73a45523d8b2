import type { Cart } from "@heritage/domain/cart";
import { TIMINGS_MS } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import type { CheckoutFormInput, Order, OrderLineProblem } from "@heritage/domain/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../components/ui/toast-store.ts";
import { type FieldErrors, isApiError } from "../../../lib/api-error.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useSiteConfig } from "../../market/api/get-site-config.ts";
import { checkoutTexts as t } from "../cart-texts.ts";
import { orderMessage, whatsappUrl } from "./checkout-message.ts";
import { usePlaceOrder } from "./place-order.ts";

export type PaymentMethod = "whatsapp";
export type CheckoutPhase = "choosing" | "processing" | "blocked";

/** The 409 answer of POST /api/market/orders/, read defensively. */
function refusedLines(error: unknown): OrderLineProblem[] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const lines = (error.data as { lines?: unknown } | undefined)?.lines;
  return Array.isArray(lines) ? (lines as OrderLineProblem[]) : null;
}

/**
 * SPEC §4's checkout with issue 7's order: choose WhatsApp, 'Processing...' while the order is
 * placed (at least 1 s), then a new window opens with a text that starts with the order number and
 * the modal closes. A refused order (409) hands its lines to the cart page and opens nothing. If the
 * browser blocks the window, the link is offered instead (the order is placed by then).
 */
export function useWhatsappCheckout(
  cart: Cart | undefined,
  { onDone, onRefused }: { onDone: () => void; onRefused: (lines: OrderLineProblem[]) => void },
) {
  const config = useSiteConfig();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>("choosing");
  const [url, setUrl] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const number = config.data?.whatsapp_number;
  const ready = method === "whatsapp" && Boolean(number) && Boolean(cart?.items.length);
  // The cart is emptied by the order; refreshing it only when the modal is done keeps the modal mounted.
  const refreshCart = () => void queryClient.invalidateQueries({ queryKey: queryKeys.cart.all });

  async function pay(contact: CheckoutFormInput) {
    if (!ready || !cart || !number) return;
    setPhase("processing");
    setFieldErrors({});
    setError(null);
    const processing = new Promise((done) => {
      timer.current = window.setTimeout(done, TIMINGS_MS.checkoutProcessing);
    });
    let order: Order;
    try {
      [order] = await Promise.all([
        place.mutateAsync({
          ...contact,
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
      const lines = refusedLines(failure);
      if (lines) {
        reset();
        refreshCart();
        onRefused(lines);
        return;
      }
      if (isApiError(failure) && Object.keys(failure.fieldErrors).length > 0) {
        setFieldErrors(failure.fieldErrors);
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
    toast({ tone: "success", title: t.placed(order.number), description: t.placedNote });
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

  function reset() {
    window.clearTimeout(timer.current);
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
    configFailed: config.isError,
  };
}
