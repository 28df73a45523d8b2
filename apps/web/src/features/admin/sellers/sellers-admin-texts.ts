import { localized } from "../../../lib/i18n/localized.ts";

/** The admin portal's makers who sell: their requests to sell. English source; rw and fr beside it. */
const en = {
  tab: "Selling",
  requests: "Requests to sell",
  loading: "Loading",
  loadFailed: "We could not load this list. Please try again.",
  statusFilter: "Show",
  statuses: { pending: "Waiting", approved: "Approved", declined: "Declined" },
  noRequests: "No requests here.",
  maker: "Maker",
  sentBy: (username: string, date: string) => `${username}, ${date}`,
  payoutPhone: "Paid on",
  network: { mtn: "MTN MoMo", airtel: "Airtel Money" },
  shipsFrom: "Ships from",
  terms: (version: number) => `Accepted the terms for makers (version ${version})`,
  reasonGiven: "Reason given",
  approve: "Approve and open the shop",
  approving: "Approving…",
  decline: "Decline",
  declineTitle: (name: string) => `Decline ${name}`,
  declineNote: "The maker reads this reason in their seller area.",
  reason: "Reason",
  confirmDecline: "Decline request",
  declining: "Declining…",
  cancel: "Cancel",
  decideFailed: "The decision could not be saved. Please try again.",
  listings: "Listings to review",
  noListings: "No listings are waiting for review.",
  soldBy: (shop: string, maker: string) => `${shop}, by ${maker}`,
  stock: (n: number) => `Stock: ${n}`,
  lastComment: "Last sent back with",
  pass: "Put on sale",
  passing: "Putting on sale…",
  sendBack: "Send back",
  sendBackTitle: (name: string) => `Send back ${name}`,
  sendBackNote: "The maker reads this in their seller area and changes the listing.",
  whatToChange: "What to change",
  confirmSendBack: "Send back to the maker",
  sendingBack: "Sending back…",
  shipments: "Makers' shipments",
  shipmentStates: {
    waiting: "Waiting for the maker",
    confirmed: "Confirmed by the maker",
    shipped: "Shipped",
    delivered: "Delivered",
  },
};

export type SellersAdminTextsSource = typeof en;

export const SELLERS_ADMIN_TEXT = localized(en, {
  rw: () => import("./sellers-admin-texts.rw.ts"),
  fr: () => import("./sellers-admin-texts.fr.ts"),
});
