/**
 * Ratings and reviews from buyers: what the API answers when a review is refused,
 * and what the review form says. English source; translations beside it.
 */
export const reviewsMessages = {
  reviews: {
    ratingRequired: "Choose a rating from 1 to 5 stars",
    bodyTooLong: "A review can be at most 2,000 characters",
    noHtml: "A review cannot contain HTML tags",
    controlCharacters: "A review cannot contain control or invisible characters",
    reasonRequired: "Give a reason of at least 3 characters",
    reasonTooLong: "A reason can be at most 500 characters",
    sortInvalid: "Sort by newest or most helpful",
    notEligible: "Only a shopper whose order of this product was delivered can review it.",
    alreadyReviewed: "You have already reviewed this product. You can edit your review.",
    notReviewed: "You have not reviewed this product yet.",
    editWindowOver: "Reviews can be edited for 30 days after they are written.",
    hiddenByModerator: "A moderator hid this review; it can no longer be edited.",
    notFound: "Review not found.",
    ownReview: "You cannot mark your own review as helpful.",
  },
} as const;
