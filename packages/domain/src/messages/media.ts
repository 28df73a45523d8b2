/** Uploaded pictures. English source; translations beside it. */
export const mediaMessages = {
  media: {
    imageRequired: "Please select a valid image file",
    tooManyPixels: "Image dimensions are too large (at most 40 megapixels)",
    unknownImage: "This image no longer exists. Please upload it again.",
    storeUnavailable: "Pictures cannot be saved right now. Please try again later.",
    tooManyUploads: "Too many pictures uploaded. Please wait a minute and try again.",
  },
} as const;
