import type { DeliveryOptions } from "@heritage/domain/delivery";
import type { CheckoutQuote, CheckoutQuoteInput } from "@heritage/domain/orders";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { activeLanguage } from "../../../lib/i18n/localized.ts";

/** GET /api/market/delivery-zones/: where the shop delivers, and whether abroad. */
export function useDeliveryOptions() {
  const language = activeLanguage();
  return useQuery({
    queryKey: ["delivery-zones", language] as const,
    queryFn: ({ signal }) =>
      api.get<DeliveryOptions>("/market/delivery-zones/", { signal, auth: false, query: { lang: language } }),
    staleTime: 60_000,
  });
}

/**
 * POST /api/market/checkout/quote/: the server's subtotal, discount, delivery fee and total for the
 * cart with this code and destination. Nothing is held; the order checks it all again.
 */
export function useCheckoutQuote(input: CheckoutQuoteInput, cartVersion: string, enabled: boolean) {
  return useQuery({
    queryKey: ["checkout-quote", input, cartVersion] as const,
    queryFn: ({ signal }) => api.post<CheckoutQuote>("/market/checkout/quote/", input, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
