import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of mobile-money payment: checkout, the live status, the shopper's and the admin's
 * payment lists, and the WhatsApp order message. Kinyarwanda and French beside it.
 */
const en = {
  choose: {
    note: "Pay now from your MTN MoMo or Airtel Money wallet.",
    /** The cart page's note once a network is offered. */
    atCheckout: "Available at checkout",
    network: "Mobile money network",
    networks: { mtn: "MTN MoMo", airtel: "Airtel Money" },
    simulated: "Demo mode: no real money is taken.",
    phone: "Phone number that pays",
    phoneHint: "The number of the wallet that approves the payment, e.g. 0788 123 456.",
    pay: (amount: string) => `Pay ${amount} with Mobile Money`,
  },
  progress: {
    approve: (amount: string) => `Approve the payment of ${amount} on your phone`,
    approveNote: (phone: string) =>
      `A payment request was sent to ${phone}. Enter your PIN on your phone to approve it.`,
    ussd: (code: string) =>
      `No prompt on your phone? Dial ${code} to see payments waiting for your approval, and approve it there.`,
    waiting: "Waiting for your approval...",
    paidTitle: "Payment received",
    paidNote: (number: string) => `Thank you! Order ${number} is paid and confirmed.`,
    failedTitle: "The payment did not go through",
    expiredTitle: "The payment request expired",
    releasedNote: "No money was taken. Your items are back in your cart: try again or pay another way.",
    retry: "Try again",
    otherWay: "Pay another way (WhatsApp)",
    viewOrders: "View my orders",
    close: "Close",
    checkFailed: "We could not check the payment just now. We keep trying.",
    timeLeft: (clock: string) => `Time left to approve: ${clock}`,
    openUntil: (when: string) => `This request stays open until ${when}.`,
    checkAgain: "Check again",
    checking: "Checking...",
    stillWaiting: "Not approved yet: the request is still waiting on your phone.",
    otherNumber: "Use another number",
    otherNumberTitle: "Send the request to another number",
    otherNumberNote: "The request waiting now is withdrawn: approve only the new one.",
    send: (amount: string) => `Send a request for ${amount}`,
    sending: "Sending the request...",
    back: "Back",
    sendFailed: "The request could not be sent. Please try again.",
    heldNote: (number: string, when: string) =>
      `No money was taken. Order ${number} is still held for you until ${when}: try again, use another number or pay another way.`,
    payNow: "Pay now",
    payTitle: (number: string) => `Pay for order ${number}`,
    payDescription: "A payment request goes to the phone you choose; approve it there with your PIN.",
  },
  status: {
    awaiting: "Awaiting payment",
    paid: "Paid",
    failed: "Payment failed",
    expired: "Payment expired",
  },
  history: {
    title: "Payment",
    by: (network: string, phone: string) => `${network}, ${phone}`,
    requested: "Requested",
    at: (status: string, when: string) => `${status}: ${when}`,
    /** The provider took the money after the order was cancelled (decision 210). */
    refundDue: (amount: string, phone: string) =>
      `Your payment arrived after this order was cancelled. The shop will refund ${amount} to ${phone}.`,
    /** A request the shopper withdrew for a new one on the same order (decision 255). */
    replaced: "Replaced by a new request",
    checking: "The shop is checking this payment by hand before the order goes ahead.",
  },
  admin: {
    title: "Payments",
    provider: "Provider",
    reference: "Reference",
    amount: "Amount",
    status: "Status",
    times: "Times",
    requested: (when: string) => `Requested ${when}`,
    settled: (when: string) => `Settled ${when}`,
    simulated: "simulator",
    recheck: "Re-check status",
    rechecking: "Checking...",
    rechecked: "Checked with the provider",
    recheckFailed: "The provider could not be reached. Try again later.",
    flags: {
      amount_mismatch: "The provider reported another amount: check it by hand.",
      amount_unreadable: "The provider did not say which amount was paid: check it in the provider's portal.",
      paid_after_cancel: "Paid after the order was cancelled: refund it by hand.",
    },
  },
  whatsapp: {
    greeting: (number: string) => `${number} - Hello! I would like to pay for my order:`,
    total: (amount: string) => `Total: ${amount}`,
    deliverTo: (address: string) => `Deliver to: ${address}`,
    phone: (phone: string) => `Phone: ${phone}`,
  },
} as const;

export type PaymentTextsSource = typeof en;
export const paymentTexts = localized(en, {
  rw: () => import("./payment-texts.rw.ts"),
  fr: () => import("./payment-texts.fr.ts"),
});
