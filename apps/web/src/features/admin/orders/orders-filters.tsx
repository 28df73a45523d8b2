import { ORDER_STATUSES, type OrderStatus } from "@heritage/domain/orders";
import { Search } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { type AdminOrderFilters, NO_ORDER_FILTERS } from "./api/admin-orders.ts";
import { ORDER_TEXT as t } from "./orders-texts.ts";

const statusOptions = () => [
  { value: "", label: t.allStatuses },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: messages.orders.status[status] })),
];

/** Status, date range and a search in the order number or the customer; every change goes to page 1. */
export function OrdersFilters({
  filters,
  onChange,
}: {
  filters: AdminOrderFilters;
  onChange: (filters: AdminOrderFilters) => void;
}) {
  const set = (patch: Partial<AdminOrderFilters>) => onChange({ ...filters, ...patch });
  const active = Object.values(filters).some(Boolean);
  return (
    <div
      role="search"
      aria-label={t.filters}
      className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="relative">
        <Input
          label={t.search}
          type="search"
          value={filters.search}
          placeholder={t.searchPlaceholder}
          onChange={(event) => set({ search: event.target.value })}
          className="pl-9"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-muted"
        />
      </div>
      <Select
        label={t.status}
        options={statusOptions()}
        value={filters.status}
        onChange={(event) => set({ status: event.target.value as OrderStatus | "" })}
      />
      <Input
        label={t.dateFrom}
        type="date"
        value={filters.dateFrom}
        max={filters.dateTo || undefined}
        onChange={(event) => set({ dateFrom: event.target.value })}
      />
      <Input
        label={t.dateTo}
        type="date"
        value={filters.dateTo}
        min={filters.dateFrom || undefined}
        onChange={(event) => set({ dateTo: event.target.value })}
      />
      <Button variant="secondary" disabled={!active} onClick={() => onChange(NO_ORDER_FILTERS)}>
        {t.reset}
      </Button>
    </div>
  );
}
