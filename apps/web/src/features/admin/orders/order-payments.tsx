import type { AdminOrder } from "@heritage/domain/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { paymentTexts as p } from "../../../components/orders/payment-texts.ts";
import { paymentTones } from "../../../components/orders/payment-tones.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { api } from "../../../lib/api-client.ts";
import { formatDateTime, formatPrice } from "../../../lib/format.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** POST /api/admin/payments/{id}/recheck/: asks the provider now; answers the order as it is after. */
function useRecheckPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: number) => api.post<AdminOrder>(`/admin/payments/${paymentId}/recheck/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminStats }),
      ]),
  });
}

/** An order's mobile-money payments for the admin: provider, reference, amount, status, times, re-check. */
export function OrderPayments({
  order,
  onChanged,
}: {
  order: AdminOrder;
  onChanged: (order: AdminOrder) => void;
}) {
  const recheck = useRecheckPayment();
  const payments = order.payments ?? [];
  if (payments.length === 0) return null;
  return (
    <section aria-labelledby="order-payments" className="mt-5">
      <h3 id="order-payments" className="font-sans text-sm font-semibold text-muted">
        {p.admin.title}
      </h3>
      <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
        {payments.map((payment) => (
          <li key={payment.id} className="flex flex-col gap-1 px-3 py-2 text-sm">
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
              <dt className="text-muted">{p.admin.status}</dt>
              <dd>
                <Badge tone={paymentTones[payment.status]}>{p.status[payment.status]}</Badge>
              </dd>
              <dt className="text-muted">{p.admin.provider}</dt>
              <dd className="font-medium">
                {p.choose.networks[payment.provider]}
                {payment.simulated && <span className="font-normal text-muted"> ({p.admin.simulated})</span>}
              </dd>
              <dt className="text-muted">{p.admin.amount}</dt>
              <dd className="tabular-nums">{formatPrice(payment.amount)}</dd>
              <dt className="text-muted">{p.admin.reference}</dt>
              <dd className="break-all font-mono text-xs">{payment.reference}</dd>
              <dt className="text-muted">{p.admin.times}</dt>
              <dd>
                {p.admin.requested(formatDateTime(payment.requested_at))}
                {payment.settled_at && <> · {p.admin.settled(formatDateTime(payment.settled_at))}</>}
              </dd>
            </dl>
            {payment.flag && (
              <p className="text-ember">
                {p.admin.flags[payment.flag as keyof typeof p.admin.flags] ?? payment.flag}
              </p>
            )}
            {/* An expired payment is asked about again: its payer may have approved late (decision 210). */}
            {(payment.status === "awaiting" || (payment.status === "expired" && !payment.flag)) && (
              <Button
                size="sm"
                variant="secondary"
                className="self-start"
                loading={recheck.isPending && recheck.variables === payment.id}
                loadingText={p.admin.rechecking}
                onClick={() =>
                  recheck.mutate(payment.id, {
                    onSuccess: (updated) => {
                      onChanged(updated);
                      toast({ tone: "success", title: p.admin.rechecked });
                    },
                    onError: () => toast({ tone: "error", title: p.admin.recheckFailed }),
                  })
                }
              >
                {p.admin.recheck}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
