import { localized } from "../../lib/i18n/localized.ts";

/**
 * The maker's seller area: asking to sell, the request's answer, the shop. English source;
 * Kinyarwanda and French beside it (selling-texts.rw.ts, selling-texts.fr.ts).
 */
const en = {
  title: "Sell in the market",
  intro:
    "Approved creators can sell their own work in the market: you set your prices and stock, ship the orders, and are paid by mobile money.",
  loading: "Loading your shop",
  loadFailed: "We could not load your shop. Please try again.",
  retry: "Try Again",
  notCreator: "Selling is for approved creators. Join as Creator first; once approved, come back here.",
  joinAsCreator: "Join as Creator",
  request: {
    heading: "Ask to sell",
    shopName: "Shop name",
    shopNameHint: "The name shoppers see on your pieces, for example: Odile's Agaseke baskets",
    payoutPhone: "Mobile money number to be paid on",
    payoutPhoneHint: "An MTN MoMo or Airtel Money number in your own name, like 078 123 4567",
    shipsFrom: "Districts you ship from",
    shipsFromHint: "Choose every district where you can hand parcels over",
    terms: "Terms for makers",
    termsPoints: [
      "You sell only work you made or your cooperative made, and describe it truthfully.",
      "Every new or changed listing is read by an administrator before shoppers see it.",
      "You ship each order within the days your district's delivery zone promises, and mark it shipped and delivered.",
      "The platform keeps a commission on each sale; the rest is paid to your mobile money number once the parcel is delivered.",
    ],
    acceptTerms: "I accept the terms for makers",
    submit: "Send my request",
    sending: "Sending…",
    failed: "Your request could not be sent. Please try again.",
  },
  status: {
    pending: "Your request to sell is waiting for an administrator's decision.",
    declined: "Your request to sell was declined.",
    reason: "Reason given",
    sentOn: (date: string) => `Sent on ${date}`,
    decidedOn: (date: string) => `Decided on ${date}`,
    askAgain: "You can correct your request and send it again below.",
  },
  products: {
    heading: "Your products",
    add: "Add a product",
    empty: "You have no products yet.",
    emptyHint:
      "Add a piece with its pictures, then send it for review: an administrator reads it before shoppers see it.",
    loading: "Loading your products",
    loadFailed: "We could not load your products. Please try again.",
    states: {
      draft: "Draft",
      in_review: "Waiting for review",
      live: "On sale",
      returned: "Sent back to you",
    },
    comment: "The administrator's comment",
    stock: "Stock",
    saveStock: "Save stock",
    savingStock: "Saving…",
    stockSaved: "Stock saved.",
    stockFailed: "The stock could not be saved. Please try again.",
    stockChanged:
      "A sale changed this stock since you opened the page: the current stock is shown, try again.",
    edit: "Edit",
    editNamed: (name: string) => `Edit ${name}`,
    submit: "Send for review",
    submitting: "Sending…",
    submitFailed: "It could not be sent for review. Please try again.",
    changeNote:
      "A change to the texts, price or pictures takes a product off sale until an administrator reads it again; the stock changes at once.",
    newTitle: "Add a product",
    editTitle: "Edit product",
    back: "Back to my shop",
    notFound: "This product is not one of yours.",
  },
  orders: {
    heading: "Your orders",
    loading: "Loading your orders",
    loadFailed: "We could not load your orders. Please try again.",
    empty: "No orders yet. Paid or confirmed orders of your pieces show here.",
    order: (number: string) => `Order ${number}`,
    placedOn: (date: string) => `Placed on ${date}`,
    shipTo: "Ship to",
    yourLines: "Your pieces in this order",
    total: "Your total",
    states: {
      waiting: "New: confirm it",
      confirmed: "Confirmed: to ship",
      shipped: "Shipped",
      delivered: "Delivered",
    },
    cancelled: "Cancelled: do not ship",
    confirm: "Confirm the order",
    ship: "Mark shipped",
    note: "Note or tracking number (optional)",
    noteHint: "For example: the bus company and parcel number",
    deliver: "Mark delivered",
    working: "Saving…",
    failed: "This could not be saved. Please try again.",
    shippedWith: "Shipped with",
  },
  shop: {
    open: "Your shop is open",
    openedOn: (date: string) => `Open since ${date}`,
    paidOn: "Paid on",
    network: { mtn: "MTN MoMo", airtel: "Airtel Money" },
    shipsFrom: "Ships from",
    makerPage: "See my maker page",
  },
};

export type SellingTextsSource = typeof en;

export const T = localized(en, {
  rw: () => import("./selling-texts.rw.ts"),
  fr: () => import("./selling-texts.fr.ts"),
});
