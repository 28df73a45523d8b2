import { localized } from "../../lib/i18n/localized.ts";

/**
 * Texts of the cart screens that docs/product.md does not fix, in English; Kinyarwanda and French beside it
 * (cart-texts.rw.ts, cart-texts.fr.ts). docs/product.md texts come from the shared messages (lib/i18n/messages.ts).
 */
const en = {
  cart: {
    title: "Your Cart",
    itemsInCart: (count: number) => `${count} ${count === 1 ? "item" : "items"} in your cart`,
    loading: "Loading your cart",
    connectionError: "Connection Error",
    retryConnection: "Retry Connection",
    emptyNote: "Find Agaseke baskets, Imigongo art and more in the marketplace.",
    browseProducts: "Browse Products",
    remove: "Remove",
    cancel: "Cancel",
    removeItem: (name: string) => `Remove ${name} from cart`,
    removing: "Removing...",
    removeNote: (name: string) => `${name} will be taken out of your cart.`,
    quantityOf: (name: string) => `Quantity of ${name}`,
    updateFailed: "Failed to update the quantity. Please try again.",
    subtotal: "Subtotal",
    orderSummary: "Order Summary",
    items: (count: number) => `Items (${count})`,
    shipping: "Shipping",
    free: "Free",
    total: "Total",
    proceedToCheckout: "Proceed to Checkout",
    otherPayments: "Other Payment Options",
    card: "Credit / Debit Card",
    mobileMoney: "Mobile Money",
    comingSoon: "Coming soon",
    details: (name: string) => `Details of ${name}`,
    availability: "Availability",
    condition: "Condition",
    rating: "Rating",
    price: "Price",
    description: "Description",
    dateAdded: "Date added",
    continueShopping: "Continue shopping",
  },
  checkout: {
    title: "Complete Your Payment",
    description: "Review your order and choose how to pay.",
    orderItems: "Your order",
    paymentMethod: "Payment method",
    whatsapp: "WhatsApp Payment",
    whatsappNote: "Send your order to our team on WhatsApp and pay by mobile money or bank transfer.",
    card: "Credit Card",
    mobileMoney: "Mobile Money",
    comingSoon: "Coming soon",
    selectMethod: "Select a payment method",
    payWhatsapp: "Pay via WhatsApp",
    processing: "Processing...",
    popupBlocked: "Your browser blocked the new window. Open WhatsApp with this link:",
    openWhatsapp: "Open WhatsApp",
    configFailed: "The WhatsApp number could not be loaded. Please try again.",
    total: "Total",
    delivery: "Delivery details",
    phone: "Phone number",
    phoneHint: "A Rwandan number, e.g. 0788 123 456. The shop calls or messages you on it.",
    address: "Delivery address",
    addressHint: "Street, house number and area, e.g. KG 7 Ave 12, Kacyiru, Kigali.",
    placed: (number: string) => `Order ${number} placed`,
    placedNote: "Your items are held for you. Follow the order in My Orders.",
  },
  /** The cart page's report of a refused order (409): which items and why. */
  orderProblems: {
    note: "Change the quantities or remove these items, then check out again.",
    dismiss: "Dismiss",
    requested: (n: number) => `you asked for ${n}`,
  },
} as const;

const texts = localized(en, {
  rw: () => import("./cart-texts.rw.ts"),
  fr: () => import("./cart-texts.fr.ts"),
});
export type CartTextsSource = typeof en;
export const cartTexts = texts.cart;
export const checkoutTexts = texts.checkout;
export const orderProblemTexts = texts.orderProblems;
