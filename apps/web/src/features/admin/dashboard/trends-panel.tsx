import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  type DashboardTrends,
} from "@heritage/domain/admin-dashboard";
import { useCallback, useMemo, useState } from "react";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { cn } from "../../../lib/cn.ts";
import { formatCount, formatDate, formatPrice } from "../../../lib/format.ts";
import { useDashboardTrends } from "./api/get-dashboard-trends.ts";
import { BarList } from "./bar-list.tsx";
import { ChartCard } from "./chart-card.tsx";
import { FiguresTable } from "./figures-table.tsx";
import { LowStockList } from "./low-stock-list.tsx";
import { TimeChart } from "./time-chart.tsx";
import { TRENDS_TEXT as t } from "./trends-texts.ts";

const STATUS_TONES: Record<string, string> = {
  pending: "bg-ochre",
  confirmed: "bg-sky",
  shipped: "bg-clay",
  delivered: "bg-leaf",
  cancelled: "bg-ember",
};

/** "14/08" for a day, "08/2026" for a month: short enough for a phone's axis. */
const shortLabel = (date: string, bucket: DashboardTrends["bucket"]) =>
  bucket === "day" ? `${date.slice(8, 10)}/${date.slice(5, 7)}` : `${date.slice(5, 7)}/${date.slice(0, 4)}`;

function SalesCharts({ data }: { data: DashboardTrends }) {
  const labels = useMemo(() => data.sales.map((d) => shortLabel(d.date, data.bucket)), [data]);
  const tickLabel = useCallback((i: number) => labels[i] ?? "", [labels]);
  const orders = useMemo(
    () => [
      { label: t.thisPeriod, values: data.sales.map((d) => d.orders) },
      { label: t.previousPeriod, values: data.sales.map((d) => d.previous_orders), previous: true },
    ],
    [data],
  );
  const revenue = useMemo(
    () => [
      { label: t.thisPeriod, values: data.sales.map((d) => Number(d.revenue)) },
      { label: t.previousPeriod, values: data.sales.map((d) => Number(d.previous_revenue)), previous: true },
    ],
    [data],
  );
  const bucketName = data.bucket === "day" ? t.day : t.month;
  const when = (date: string) => (data.bucket === "day" ? formatDate(date) : shortLabel(date, "month"));
  const compact = useCallback(
    (v: number) => (v >= 1000 ? `${formatCount(Math.round(v / 1000))}k` : formatCount(v)),
    [],
  );
  const whole = useCallback((v: number) => (Number.isInteger(v) ? formatCount(v) : ""), []);
  return (
    <>
      <ChartCard
        title={t.ordersTitle}
        note={`${formatCount(data.totals.orders)} · ${t.vsPrevious(formatCount(data.totals.previous_orders))}`}
      >
        <TimeChart
          label={t.chartOf(t.ordersTitle)}
          series={orders}
          tickLabel={tickLabel}
          formatValue={whole}
        />
        <FiguresTable
          caption={t.ordersTitle}
          columns={[bucketName, t.orders, t.previousDay]}
          rows={data.sales.map((d) => ({
            key: d.date,
            cells: [
              when(d.date),
              formatCount(d.orders),
              `${formatCount(d.previous_orders)} (${when(d.previous_date)})`,
            ],
          }))}
        />
      </ChartCard>
      <ChartCard
        title={t.revenueTitle}
        note={`${formatPrice(data.totals.revenue)} · ${t.vsPrevious(formatPrice(data.totals.previous_revenue))}`}
      >
        <TimeChart
          label={t.chartOf(t.revenueTitle)}
          series={revenue}
          tickLabel={tickLabel}
          formatValue={compact}
        />
        <FiguresTable
          caption={t.revenueTitle}
          columns={[bucketName, t.revenue, t.previousDay]}
          rows={data.sales.map((d) => ({
            key: d.date,
            cells: [
              when(d.date),
              formatPrice(d.revenue),
              `${formatPrice(d.previous_revenue)} (${when(d.previous_date)})`,
            ],
          }))}
        />
      </ChartCard>
    </>
  );
}

function Figures({ data, onEditProduct }: { data: DashboardTrends; onEditProduct: (id: number) => void }) {
  const shoppers = useMemo(
    () => [{ label: t.shoppers, values: data.new_shoppers.map((w) => w.count) }],
    [data],
  );
  const weekLabel = useCallback(
    (i: number) => {
      const week = data.new_shoppers[i]?.week;
      return week ? shortLabel(week, "day") : "";
    },
    [data],
  );
  const whole = useCallback((v: number) => (Number.isInteger(v) ? formatCount(v) : ""), []);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SalesCharts data={data} />
      <ChartCard title={t.statusTitle} note={t.statusNote}>
        <BarList
          label={t.statusTitle}
          items={data.by_status.map((s) => ({
            key: s.status,
            name: t.statuses[s.status],
            value: s.count,
            shown: formatCount(s.count),
            tone: STATUS_TONES[s.status],
          }))}
        />
        <FiguresTable
          caption={t.statusTitle}
          columns={[t.status, t.count]}
          rows={data.by_status.map((s) => ({
            key: s.status,
            cells: [t.statuses[s.status], formatCount(s.count)],
          }))}
        />
      </ChartCard>
      <ChartCard title={t.topTitle} note={t.topNote}>
        {data.top_products.length === 0 ? (
          <p className="text-sm text-muted">{t.noSales}</p>
        ) : (
          <>
            <BarList
              label={t.topTitle}
              items={data.top_products.map((p) => ({
                key: String(p.id),
                name: p.name,
                value: p.units,
                shown: formatCount(p.units),
              }))}
            />
            <FiguresTable
              caption={t.topTitle}
              columns={[t.product, t.units, t.revenue]}
              rows={data.top_products.map((p) => ({
                key: String(p.id),
                cells: [p.name, formatCount(p.units), formatPrice(p.revenue)],
              }))}
            />
          </>
        )}
      </ChartCard>
      <LowStockList data={data} onEditProduct={onEditProduct} />
      <ChartCard title={t.shoppersTitle}>
        <TimeChart
          label={t.chartOf(t.shoppersTitle)}
          series={shoppers}
          tickLabel={weekLabel}
          formatValue={whole}
        />
        <FiguresTable
          caption={t.shoppersTitle}
          columns={[t.week, t.shoppers]}
          rows={data.new_shoppers.map((w) => ({
            key: w.week,
            cells: [formatDate(w.week), formatCount(w.count)],
          }))}
        />
      </ChartCard>
    </div>
  );
}

/** The dashboard's charts for the chosen period, below the tiles. */
export function TrendsPanel({ onEditProduct }: { onEditProduct: (id: number) => void }) {
  const [period, setPeriod] = useState<DashboardPeriod>("30d");
  const trends = useDashboardTrends(period);
  return (
    <section aria-labelledby="trends-title" className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends-title" className="font-display text-xl font-semibold">
          {t.title}
        </h2>
        <div
          role="group"
          aria-label={t.period}
          className="inline-flex rounded-lg border border-line bg-surface p-1"
        >
          {DASHBOARD_PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={p === period}
              onClick={() => setPeriod(p)}
              className={cn(
                "min-h-11 rounded-md px-3 text-sm font-medium",
                p === period ? "bg-clay text-white" : "text-ink hover:bg-sand",
              )}
            >
              {t.periods[p]}
            </button>
          ))}
        </div>
      </div>
      <div className="mt-4">
        {trends.isPending ? (
          <LoadingRegion label={t.loading}>
            <div className="grid gap-4 lg:grid-cols-2">
              {["orders", "revenue", "status", "top"].map((key) => (
                <Skeleton key={key} className="h-72" />
              ))}
            </div>
          </LoadingRegion>
        ) : trends.isError ? (
          <ErrorState
            message={t.loadFailed}
            onRetry={() => void trends.refetch()}
            retrying={trends.isFetching}
            retryLabel={t.retry}
          />
        ) : (
          <Figures data={trends.data} onEditProduct={onEditProduct} />
        )}
      </div>
    </section>
  );
}
