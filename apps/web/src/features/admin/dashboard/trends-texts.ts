import type { OrderStatus } from "@heritage/domain/orders";
import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of the dashboard's charts, in English; Kinyarwanda and French beside it
 * (trends-texts.rw.ts, trends-texts.fr.ts).
 */
const en = {
  title: "How the shop is doing",
  period: "Period",
  periods: { "7d": "7 days", "30d": "30 days", "12m": "12 months" },
  loading: "Loading the charts",
  loadFailed: "The charts could not be loaded.",
  retry: "Retry",
  showTable: "Show the figures as a table",
  ordersTitle: "Orders",
  revenueTitle: "Revenue",
  thisPeriod: "This period",
  previousPeriod: "Period before",
  vsPrevious: (previous: string) => `Period before: ${previous}`,
  day: "Day",
  month: "Month",
  previousDay: "Same place, period before",
  orders: "Orders",
  revenue: "Revenue",
  statusTitle: "Orders by status",
  statusNote: "Orders placed in the period, by their status now.",
  status: "Status",
  count: "Count",
  statuses: {
    pending: "Pending",
    confirmed: "Confirmed",
    shipped: "Shipped",
    delivered: "Delivered",
    cancelled: "Cancelled",
  } satisfies Record<OrderStatus, string>,
  topTitle: "Best-selling products",
  topNote: "Units in orders placed in the period (cancelled ones left out).",
  product: "Product",
  units: "Units",
  noSales: "No sales in this period yet.",
  lowTitle: "Running low",
  lowNote: (threshold: number) => `Products for sale with ${threshold} or fewer in stock, lowest first.`,
  lowMore: (shown: number, total: number) => `The ${shown} lowest of ${total}.`,
  stock: "Stock",
  edit: (name: string) => `Edit ${name}`,
  noLowStock: "Every product has enough stock.",
  shoppersTitle: "New shoppers per week",
  week: "Week of",
  shoppers: "New shoppers",
  chartOf: (title: string) => `Chart: ${title}`,
};

const texts = localized(en, {
  rw: () => import("./trends-texts.rw.ts"),
  fr: () => import("./trends-texts.fr.ts"),
});
export type TrendsTextsSource = typeof en;
export const TRENDS_TEXT = texts;
