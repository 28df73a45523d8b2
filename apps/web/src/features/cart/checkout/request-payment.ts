import type { Order } from "@heritage/domain/orders";
import type { PaymentRequestInput } from "@heritage/domain/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { paymentQueryKey } from "./order-payment.ts";

/**
 * POST /api/market/orders/{id}/payment/: a new request to pay the same pending order (decision
 * 255), on the same or another number; `replace` withdraws one still waiting. The answer is the
 * order with the new request last, which the payment's live view follows from then on.
 */
export function requestPayment(orderId: number, input: PaymentRequestInput): Promise<Order> {
  return api.post<Order>(`/market/orders/${orderId}/payment/`, input);
}

export function useRequestPayment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentRequestInput) => requestPayment(orderId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(paymentQueryKey(orderId), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() });
    },
  });
}
