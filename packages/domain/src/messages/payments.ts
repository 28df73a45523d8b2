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
    tooManyCallbacks: "Too many callbacks from this address. Try again in a minute.",
  },
} as const;
