import type { AdminStats } from "@heritage/domain/admin-stats";
import type { AdminSection } from "@heritage/domain/constants";
import {
  AlertTriangle,
  Banknote,
  CheckCircle2,
  ClipboardList,
  FolderTree,
  Hourglass,
  type LucideIcon,
  Package,
  ShoppingCart,
  Users,
} from "lucide-react";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatCount, formatPrice } from "../../../lib/format.ts";
import { DASHBOARD_TEXT, SECTION_LABELS } from "../admin-texts.ts";
import { ORDER_TILE_TEXT as o } from "../orders/orders-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { useAdminStats } from "./api/get-admin-stats.ts";
import { TrendsPanel } from "./trends-panel.tsx";

type Tile = {
  label: string;
  value: string;
  note: string;
  icon: LucideIcon;
  tone: string;
  goTo: AdminSection;
};

const SKELETON_KEYS = [
  "today",
  "revenue",
  "pending",
  "products",
  "active",
  "out",
  "customers",
  "categories",
  "carts",
];

function tilesOf(stats: AdminStats): Tile[] {
  const t = DASHBOARD_TEXT.tiles;
  return [
    {
      label: o.ordersToday,
      value: formatCount(stats.orders_today),
      note: o.ordersTodayNote,
      icon: ClipboardList,
      tone: "bg-clay-soft text-clay",
      goTo: "orders",
    },
    {
      label: o.revenue,
      value: formatPrice(stats.revenue_this_month),
      note: o.revenueNote,
      icon: Banknote,
      tone: "bg-leaf-soft text-leaf",
      goTo: "orders",
    },
    {
      label: o.pending,
      value: formatCount(stats.pending_orders),
      note: o.pendingNote,
      icon: Hourglass,
      tone: "bg-ochre-soft text-ochre-dark",
      goTo: "orders",
    },
    {
      label: t.products,
      value: formatCount(stats.products),
      note: t.productsNote,
      icon: Package,
      tone: "bg-clay-soft text-clay",
      goTo: "products",
    },
    {
      label: t.active,
      value: formatCount(stats.active_products),
      note: t.activeNote,
      icon: CheckCircle2,
      tone: "bg-leaf-soft text-leaf",
      goTo: "products",
    },
    {
      label: t.outOfStock,
      value: formatCount(stats.out_of_stock_products),
      note: t.outOfStockNote,
      icon: AlertTriangle,
      tone: "bg-ember-soft text-ember",
      goTo: "products",
    },
    {
      label: t.customers,
      value: formatCount(stats.customers),
      note: t.customersNote,
      icon: Users,
      tone: "bg-sky-soft text-sky",
      goTo: "customers",
    },
    {
      label: t.categories,
      value: formatCount(stats.categories),
      note: t.categoriesNote,
      icon: FolderTree,
      tone: "bg-ochre-soft text-ochre-dark",
      goTo: "categories",
    },
    {
      label: t.cartValue,
      value: formatPrice(stats.cart_value),
      note: t.cartValueNote(stats.cart_items),
      icon: ShoppingCart,
      tone: "bg-sand text-ink",
      goTo: "carts",
    },
  ];
}

/** The dashboard: real figures from GET /api/admin/stats/ instead of product §2's fixed placeholders. */
export default function DashboardSection({
  onChoose,
  onEditProduct,
}: {
  onChoose: (section: AdminSection) => void;
  onEditProduct: (id: number) => void;
}) {
  const stats = useAdminStats();
  return (
    <>
      <SectionHeader title={SECTION_LABELS.dashboard} description={DASHBOARD_TEXT.intro} />
      {stats.isPending ? (
        <LoadingRegion label={DASHBOARD_TEXT.loading}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {SKELETON_KEYS.map((key) => (
              <Skeleton key={key} className="h-32" />
            ))}
          </div>
        </LoadingRegion>
      ) : stats.isError ? (
        <ErrorState
          message={DASHBOARD_TEXT.loadFailed}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
          retryLabel={DASHBOARD_TEXT.retry}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {tilesOf(stats.data).map(({ label, value, note, icon: Icon, tone, goTo }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => onChoose(goTo)}
                className="flex h-full w-full items-start gap-4 rounded-lg border border-line bg-surface p-5 text-left shadow-card transition-colors hover:border-line-strong"
              >
                <span className={cn("flex size-12 shrink-0 items-center justify-center rounded-full", tone)}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-muted">{label}</span>
                  <span className="mt-1 block font-display text-3xl font-semibold tabular-nums">{value}</span>
                  <span className="mt-1 block text-sm text-muted">{note}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <TrendsPanel onEditProduct={onEditProduct} />
    </>
  );
}
