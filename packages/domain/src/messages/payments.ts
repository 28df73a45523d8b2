/** Mobile money payments. English source; translations beside it. */
export const paymentsMessages = {
  payments: {
    phoneRequired: "Enter the phone number that pays",
    phoneInvalid: "Enter a Rwandan mobile number, e.g. 07XXXXXXXX or +2507XXXXXXXX",
    providerInvalid: "Choose MTN MoMo or Airtel Money",
    providerUnavailable: "This mobile money network is not available right now. Choose another way to pay.",
    notFound: "Payment not found.",
    alreadySettled: "This payment is already settled; nothing was changed.",
    callbackInvalid: "This callback is not one this provider sends.",
    amountMismatch:
      "The provider reports a different amount or currency for this payment. It was flagged for the shop to check.",
    providerUnreachable: "The payment provider did not answer. Please try again in a moment.",
    amountUnreadable:
      "The provider did not say which amount was paid. The payment was flagged for the shop to check.",
    notPayable: "Only an order that is waiting for payment can be paid.",
    holdEnded: "The time to pay this order has run out: its items are back on sale.",
    stillAwaiting: (phone: string) =>
      `A payment request is still waiting for approval on ${phone}. Approve or decline it on that phone, or send a new request in its place.`,
    tooManyCallbacks: "Too many callbacks from this address. Try again in a minute.",
  },
} as const;
