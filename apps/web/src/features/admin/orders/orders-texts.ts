import type { OrderStatus } from "@heritage/domain/orders";
import { localized } from "../../../lib/i18n/localized.ts";

/**
 * Texts of the admin's Orders and Carts sections and of the dashboard's order tiles, in English;
 * Kinyarwanda and French beside it (orders-texts.rw.ts, orders-texts.fr.ts).
 */
const en = {
  orders: {
    intro:
      "Orders placed in the marketplace. Mobile-money orders confirm themselves once paid; mark the others as confirmed when the shopper has paid.",
    filters: "Order filters",
    status: "Status",
    allStatuses: "All statuses",
    dateFrom: "From",
    dateTo: "To",
    search: "Search orders",
    searchPlaceholder: "Order number, customer name, username or email",
    reset: "Reset",
    results: (n: number) => `${n} order${n === 1 ? "" : "s"}`,
    tableLabel: "Orders",
    number: "Order",
    date: "Date",
    customer: "Customer",
    items: "Items",
    total: "Total",
    actions: "Actions",
    view: (number: string) => `View order ${number}`,
    viewShort: "View",
    empty: "No orders found",
    emptyFiltered: "No orders match these filters",
    loadFailed: "Failed to load orders. Please try again later.",
    retry: "Try Again",
    loading: "Loading orders",
    pages: "Order pages",
    detailTitle: (number: string) => `Order ${number}`,
    lines: "Lines",
    contact: "Contact",
    phone: "Phone",
    address: "Delivery address",
    account: "Account",
    deletedAccount: "Account deleted",
    timeline: "History",
    placed: "Placed",
    holdUntil: "Held until",
    cancelReason: {
      shopper: "by the shopper",
      admin: "by the shop",
      expired: "not confirmed in time",
      payment_failed: "payment failed",
    },
    /** The buttons that move an order on (ORDER_TRANSITIONS never leads back to pending). */
    moveTo: {
      confirmed: "Mark as confirmed",
      shipped: "Mark as shipped",
      delivered: "Mark as delivered",
      cancelled: "Cancel order",
    },
    confirmTitle: {
      confirmed: (number: string) => `Mark order ${number} as confirmed?`,
      shipped: (number: string) => `Mark order ${number} as shipped?`,
      delivered: (number: string) => `Mark order ${number} as delivered?`,
      cancelled: (number: string) => `Cancel order ${number}?`,
    },
    confirmNote: {
      confirmed: "Confirm once the shopper has paid. The items stay reserved for this order.",
      shipped: "The items are on their way to the delivery address.",
      delivered: "The shopper has the items. They count as sold.",
      cancelled: "The items go back on sale. This cannot be undone.",
    },
    keep: "Not now",
    moving: "Saving...",
    noMoves: "This order is finished; its status cannot change any more.",
    sums: "Amounts",
    noCode: "No promo code",
    deliveryTo: (zone: string, place: string) => `Delivery: ${zone}, ${place}`,
    noDelivery: "Delivery: not chosen",
    paid: "Paid by mobile money",
    toPay: "Still to pay",
    refundDue: "Refund due",
    paidOnWhatsApp: "Paid on WhatsApp, confirmed by the shop",
  },
  carts: {
    intro:
      "Carts that hold something right now, most recently changed first: what shoppers are about to buy.",
    tableLabel: "Open carts",
    owner: "Shopper",
    items: "Items",
    value: "Value",
    lastChange: "Last change",
    empty: "No open carts",
    emptyNote: "When shoppers put items in their carts, they appear here.",
    loadFailed: "Failed to load carts. Please try again later.",
    retry: "Try Again",
    loading: "Loading carts",
    pages: "Cart pages",
    results: (n: number) => `${n} open cart${n === 1 ? "" : "s"}`,
    inStock: (n: number) => `${n} in stock`,
    quantity: (n: number) => `× ${n}`,
  },
  orderTiles: {
    ordersToday: "Orders today",
    ordersTodayNote: "Placed since midnight (Kigali)",
    revenue: "Revenue this month",
    revenueNote: "From delivered orders",
    pending: "Pending orders",
    pendingNote: "Waiting for a confirmation",
  },
} as const;

const texts = localized(en, {
  rw: () => import("./orders-texts.rw.ts"),
  fr: () => import("./orders-texts.fr.ts"),
});
export type OrdersTextsSource = typeof en;
export const ORDER_TEXT = texts.orders;
export const CART_TEXT = texts.carts;
export const ORDER_TILE_TEXT = texts.orderTiles;

/** The statuses an order can be moved to. */
export type OrderMove = Exclude<OrderStatus, "pending">;
