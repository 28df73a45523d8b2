import { PAGE_SIZE } from "@heritage/domain/constants";
import type { AdminOrder } from "@heritage/domain/orders";
import { useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { SECTION_LABELS } from "../admin-texts.ts";
import { PagedResults } from "../shared/paged-results.tsx";
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
        {(results) => <OrdersTable orders={results} onView={setSelected} />}
      </PagedResults>
      <OrderDetailDialog
        order={selected}
        onOpenChange={(open) => !open && setSelected(null)}
        onChanged={setSelected}
      />
    </>
  );
}
