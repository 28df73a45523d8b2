import type { Cart } from "@heritage/domain/cart";
import { TIMINGS_MS } from "@heritage/domain/constants";
import { useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../market/api/get-site-config.ts";
import { checkoutMessage, whatsappUrl } from "./checkout-message.ts";

export type PaymentMethod = "whatsapp";
export type CheckoutPhase = "choosing" | "processing" | "blocked";

/**
 * SPEC §4's checkout: choose WhatsApp, 'Processing...' for 1 s, then a new window with the prefilled
 * order message opens and the modal closes. Placing an order through the API (a later issue) goes in
 * `pay` before the window opens. If the browser blocks the window, the link is offered instead.
 */
export function useWhatsappCheckout(cart: Cart | undefined, onDone: () => void) {
  const config = useSiteConfig();
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>("choosing");
  const [url, setUrl] = useState<string | null>(null);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const number = config.data?.whatsapp_number;
  const ready = method === "whatsapp" && Boolean(number) && Boolean(cart?.items.length);

  function pay() {
    if (!ready || !cart || !number) return;
    const target = whatsappUrl(number, checkoutMessage(cart));
    setUrl(target);
    setPhase("processing");
    timer.current = window.setTimeout(() => {
      // Within the click's activation window, so browsers allow the new window.
      const opened = window.open(target, "_blank");
      if (opened) {
        opened.opener = null;
        reset();
        onDone();
      } else {
        setPhase("blocked");
      }
    }, TIMINGS_MS.checkoutProcessing);
  }

  function reset() {
    window.clearTimeout(timer.current);
    setMethod(null);
    setPhase("choosing");
    setUrl(null);
  }

  return { method, setMethod, phase, pay, ready, url, reset, configFailed: config.isError };
}
