import { PAGE_SIZE } from "@heritage/domain/constants";
import type { AdminOrder } from "@heritage/domain/orders";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
import { SectionHeader } from "../shared/section-header.tsx";
import {
  type AdminOrderFilters,
  NO_ORDER_FILTERS,
  orderByNumberKey,
  useAdminOrderByNumber,
  useAdminOrders,
} from "./api/admin-orders.ts";
import { OrderDetailDialog } from "./order-detail-dialog.tsx";
import { OrdersFilters } from "./orders-filters.tsx";
import { OrdersTable } from "./orders-table.tsx";
import { ORDER_TEXT as t } from "./orders-texts.ts";

/**
 * The admin Orders: pages, filters by status and date, search, detail with status moves. The open
 * detail is the address's order (/admin/orders/DHP-…, decision 222), so it can be bookmarked and shared.
 */
export default function OrdersSection({
  order,
  onOpenOrder,
}: {
  order: string | null;
  onOpenOrder: (number: string | null) => void;
}) {
  const [filters, setFilters] = useState<AdminOrderFilters>(NO_ORDER_FILTERS);
  const [page, setPage] = useState(1);
  // The row clicked, shown at once while its own address's answer is on its way.
  const [clicked, setClicked] = useState<AdminOrder | null>(null);
  const detail = useAdminOrderByNumber(order);
  const queryClient = useQueryClient();
  const shown = order === null ? null : (detail.data ?? (clicked?.number === order ? clicked : null));
  const missing = order !== null && detail.isSuccess && detail.data === null;
  useEffect(() => {
    if (!missing) return;
    toast({ tone: "error", title: messages.orders.notFound });
    onOpenOrder(null);
  }, [missing, onOpenOrder]);
  const search = useDebouncedValue(filters.search.trim());
  const orders = useAdminOrders({ ...filters, search }, page, PAGE_SIZE);
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
      <PagedResults
        query={orders}
        page={page}
        onPageChange={setPage}
        texts={t}
        skeletonClassName="h-80"
        empty={<EmptyState title={filtered ? t.emptyFiltered : t.empty} />}
      >
        {(results) => (
          <OrdersTable
            orders={results}
            onView={(row) => {
              setClicked(row);
              onOpenOrder(row.number);
            }}
          />
        )}
      </PagedResults>
      <OrderDetailDialog
        order={shown}
        onOpenChange={(open) => !open && onOpenOrder(null)}
        onChanged={(moved) => queryClient.setQueryData(orderByNumberKey(moved.number), moved)}
      />
    </>
  );
}
