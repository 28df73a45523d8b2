/**
 * Texts every area shares: record translations, language names and the API's generic errors. English source;
 * translations beside it.
 */
export const commonMessages = {
  content: {
    notYetTranslated: "Not yet translated",
    originalLanguageInvalid: "Original language must be rw, en or fr",
    translationNameRequired: "Each translation needs a name",
    translationNameMin: "Translated names must be at least 3 characters",
    translationTooLong: "A translated text is too long",
    languageNames: { rw: "Ikinyarwanda", en: "English", fr: "Français" },
  },
  common: {
    networkError: "Network error. Please check your connection.",
    notFound: "Not found.",
    malformedJson: "Malformed JSON in request body.",
    tooLarge: "Request body is too large.",
    serverError: "Something went wrong on our side. Please try again.",
    /** A write refused by a database constraint (a row still referenced, a duplicate, a check). */
    conflict: "This change conflicts with the current data. Reload and try again.",
    nulCharacter: "Text cannot contain the NUL character.",
    invisibleCharacter: "This field cannot contain invisible or control characters.",
  },
} as const;
