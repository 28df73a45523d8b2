import { ErrorState } from "../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../components/ui/skeleton.tsx";
import { useSellerOrders } from "./api/seller-orders.ts";
import { SellerOrderCard } from "./seller-order-card.tsx";
import { T } from "./selling-texts.ts";

/** The maker's part of the orders, newest first (decision 242). */
export function SellerOrdersList() {
  const t = T.orders;
  const list = useSellerOrders();
  return (
    <section aria-labelledby="seller-orders-heading" className="flex flex-col gap-4">
      <h2 id="seller-orders-heading" className="font-display text-xl font-semibold">
        {t.heading}
      </h2>
      {list.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel={T.retry}
        />
      ) : list.data.results.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-5 text-center text-muted">
          {t.empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.results.map((order) => (
            <li key={order.number}>
              <SellerOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
