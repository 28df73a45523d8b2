import { PAGE_SIZE } from "@heritage/domain/constants";
import type { AdminOrder } from "@heritage/domain/orders";
import { useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { type AdminOrderFilters, NO_ORDER_FILTERS, useAdminOrders } from "./api/admin-orders.ts";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrdersFilters } from "./orders-filters.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { ORDER_TEXT as t } from "./orders-texts.ts";

/** Issue 7's admin Orders: pages, filters by status and date, search, detail with status moves. */
export default function OrdersSection() {
  const [filters, setFilters] = useState<AdminOrderFilters>(NO_ORDER_FILTERS);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<AdminOrder | null>(null);
  const search = useDebouncedValue(filters.search.trim());
  const orders = useAdminOrders({ ...filters, search }, page, PAGE_SIZE);
  const count = orders.data?.count ?? 0;
  const filtered = Object.values(filters).some(Boolean);

  return (
    <>
      <SectionHeader title={SECTION_LABELS.orders} description={t.intro} />
      <OrdersFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {orders.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-80 w-full" />
        </LoadingRegion>
      ) : orders.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
          retryLabel={t.retry}
        />
      ) : orders.data.results.length === 0 ? (
        <EmptyState title={filtered ? t.emptyFiltered : t.empty} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {t.results(count)}
          </p>
          <OrdersTable orders={orders.data.results} onView={setSelected} />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(count / PAGE_SIZE))}
            onPageChange={setPage}
            label={t.pages}
            className="mt-6"
          />
        </>
      )}
      <OrderDetailDialog
        order={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        onChanged={setSelected}
      />
    </>
  );
}
