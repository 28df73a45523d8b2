/** Makers who sell in the market. English source; translations beside it. */
export const sellingMessages = {
  selling: {
    shopNameRequired: "Name your shop (2 to 80 characters)",
    payoutPhoneInvalid: "Enter an MTN or Airtel Rwanda number, like 078 123 4567",
    shipsFromRequired: "Choose the districts you ship from",
    termsRequired: "Accept the terms for makers to sell",
    reasonRequired: "Give the maker a reason",
    tooLong: "This text is too long",
    notCreator: "Only approved creators can sell in the market",
    applicationPending: "Your request to sell is already waiting for a decision",
    alreadySelling: "Your shop is already open",
    applicationDecided: "This request was already decided",
    notSeller: "Only makers whose shop is open can do this",
    listingReasonRequired: "Tell the maker what to change",
    listingNotSubmittable: "This listing is already waiting for review or on sale",
    listingNotInReview: "This listing is not waiting for review",
    listingChangedSince: "The maker changed this listing since you opened it; read it again",
    shipmentNotNow: "This order cannot move to that step now",
  },
} as const;
