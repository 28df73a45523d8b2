/** Checkout, the customer's orders and the admin's order screens. English source; translations beside it. */
export const ordersMessages = {
  orders: {
    phoneRequired: "Phone number is required",
    phoneInvalid: "Enter a Rwandan phone number, e.g. 07XXXXXXXX or +2507XXXXXXXX",
    addressRequired: "Delivery address is required",
    addressMin: "Delivery address must be at least 5 characters",
    addressMax: "Delivery address must be at most 500 characters",
    emptyCart: "Your cart is empty. Add something before checking out.",
    linesUnavailable: "Some items in your cart can no longer be ordered as they are.",
    reason: {
      unavailable: "No longer available",
      out_of_stock: "Out of stock",
      insufficient_stock: (available: number) => `Only ${available} left`,
      price_changed: (price: string) => `The price is now ${price}`,
    },
    /** The hold limits: what one account, and one client address, may hold unpaid. */
    alreadyPending: (number: string) =>
      `You already have an unpaid order with these items (${number}). Continue with it, or cancel it to place a new one.`,
    holdLimitOrders: (max: number) =>
      `You can have at most ${max} unpaid orders at a time. Pay for or cancel one in My Orders before ordering again.`,
    holdLimitProductUnits: (max: number, name: string) =>
      `You can hold at most ${max} of ${name} in unpaid orders. Lower the quantity, or pay for or cancel an order first.`,
    holdLimitUnits: (max: number) =>
      `You can hold at most ${max} items in unpaid orders at a time. Remove some, or pay for or cancel an order first.`,
    addressHoldLimit:
      "Too many unpaid orders come from your network right now. Please try again later, or pay for an order first.",
    existingTitle: "You already have an unpaid order",
    existingContinue: "Continue with this order",
    existingReplace: "Cancel it and place this order",
    existingView: "View my orders",
    existingReplacing: "Placing your order...",
    status: {
      pending: "Pending",
      confirmed: "Confirmed",
      shipped: "Shipped",
      delivered: "Delivered",
      cancelled: "Cancelled",
    },
    notFound: "Order not found.",
    onlyPendingCancel: "Only a pending order can be cancelled.",
    transitionRefused: (from: string, to: string) => `An order that is ${from} cannot be moved to ${to}.`,
    paymentAwaiting:
      "This order's mobile money payment is still awaiting the payer: it confirms the order itself once paid.",
    statusInvalid: "Status must be pending, confirmed, shipped, delivered or cancelled",
    dateInvalid: "Enter a date as YYYY-MM-DD",
    placeFailed: "Failed to place your order. Please try again.",
    loadFailed: "Failed to load your orders. Please try again.",
    empty: "You have no orders yet",
    emptyNote: "When you order from the marketplace, your orders appear here.",
    cancelConfirm: "Cancel this order? Its items go back on sale.",
    cancelled: "Order cancelled.",
    cancelFailed: "Failed to cancel the order. Please try again.",
    statusChanged: (number: string, status: string) => `Order ${number} is now ${status}.`,
    statusFailed: "Failed to change the order status. Please try again.",
  },
} as const;
