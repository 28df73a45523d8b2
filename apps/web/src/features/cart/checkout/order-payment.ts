import type { Order } from "@heritage/domain/orders";
import type { PaymentProviders } from "@heritage/domain/payments";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How often the checkout asks while a payment awaits the payer (the API asks the provider at most every 3 s). */
export const PAYMENT_POLL_MS = 2_000;

/** GET /api/payments/providers/: the mobile-money networks this shop offers (none: Mobile Money stays "Coming soon"). */
export function usePaymentProviders() {
  return useQuery({
    queryKey: ["payments", "providers"],
    queryFn: ({ signal }) => api.get<PaymentProviders>("/payments/providers/", { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The order's latest payment, the one the checkout follows. */
export const latestPayment = (order: Order | undefined) => order?.payments?.at(-1);

export const paymentQueryKey = (orderId: number) => [...queryKeys.orders.detail(orderId), "payment"];

/**
 * GET /api/market/orders/{id}/payment/ every PAYMENT_POLL_MS while the latest payment awaits the
 * payer; the answer is the order with its payments (the server settles the payment with the
 * provider on the way).
 */
export function useOrderPayment(initial: Order | null) {
  return useQuery({
    queryKey: paymentQueryKey(initial?.id ?? 0),
    queryFn: ({ signal }) => api.get<Order>(`/market/orders/${initial!.id}/payment/`, { signal }),
    enabled: initial !== null,
    initialData: initial ?? undefined,
    refetchInterval: (query) =>
      latestPayment(query.state.data)?.status === "awaiting" ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
  });
}
