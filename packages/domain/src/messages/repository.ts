/**
 * The heritage repository's items, collections and institutions. English source; translations
 * beside it.
 */
export const repositoryMessages = {
  repositoryReads: {
    tooMany: "Too many requests for the repository. Please wait a moment and try again.",
    busy: "The repository is busy right now. Please try again in a moment.",
  },
  collections: {
    titleRequired: "An item needs a title",
    valueTooLong: "This value is too long",
    tooManyValues: "Too many values",
    typeInvalid: "Unknown item type",
    kindInvalid: "Unknown institution kind",
    categoryInvalid: "Unknown museum category",
    coverInvalid: "Upload the cover picture again",
    exhibitionTitleRequired: "An exhibition needs a title",
    exhibitionTypeInvalid: "Choose a tour, an experience or an exhibition",
    tooManyExhibitions: "At most 50 exhibitions",
    slugInvalid: "The slug may hold only lowercase letters, digits and single hyphens",
    slugTaken: "Another record already uses this slug",
    nameRequired: "A name is required",
    collectionRequired: "Choose a collection",
    collectionUnknown: "This collection does not exist",
    institutionUnknown: "This institution does not exist",
    coordinatesInvalid: "Give both latitude (-90 to 90) and longitude (-180 to 180), or neither",
    versionRequired: "Send the version you loaded",
    itemChanged: "This item changed since you opened it",
    collectionChanged: "This collection changed since you opened it",
    institutionChanged: "This institution changed since you opened it",
    stillHolds: "Remove or move what this record holds before deleting it",
  },
  repositoryImport: {
    fileRequired: "Send a CSV file (text/csv, or the form field “file”)",
    empty: "The file is empty: it needs a header row and at least one item",
    notUtf8: (line: number) =>
      `The file is not UTF-8 text (line ${line}). Save it as “CSV UTF-8” and try again`,
    badQuoting: (row: number) =>
      `Broken quoting on row ${row}: a quoted value must end with a quote before the next comma or line end`,
    wrongFieldCount: (row: number, found: number, expected: number) =>
      `Row ${row} has ${found} values but the header has ${expected} columns`,
    unreadable: (row: number) => `The file cannot be read as CSV on row ${row}`,
    unknownColumn: (name: string) => `Unknown column “${name}”`,
    duplicateColumn: (name: string) => `The column “${name}” appears twice`,
    missingColumn: (name: string) => `The column “${name}” is missing`,
    tooManyRows: (max: number) => `At most ${max} items can be imported at once; split the file`,
    identifierInvalid: "An identifier is the id an export gives each item (a uuid)",
    keyRequired:
      "Give an identifier or a slug, so that importing the file again updates this item instead of adding another",
    duplicateRow: (row: number) => `Row ${row} already names this item`,
    itemDeleted: "This item was deleted; it cannot be imported again",
    booleanInvalid: "Write true or false",
    originalLanguageColumn: (column: string) =>
      `This is the item's original language: put these values in ${column}`,
    hasErrors: (count: number) =>
      `The file has ${count} error${count === 1 ? "" : "s"}; nothing was imported`,
    running: "Another import is still running; wait for it to finish",
    itemChangedDuring: (row: number) =>
      `The item on row ${row} changed during the import; import the file again to finish`,
    interrupted: "The import stopped before it finished; import the file again to finish",
  },
  itemMedia: {
    fileRequired: "Send one file in the form field “file”",
    notAccepted:
      "This file is not an image, sound, video or PDF that the repository accepts (JPEG, PNG, WebP, TIFF, MP3, Ogg, WAV, MP4, WebM, PDF)",
    imageTooLarge: "Images are limited to 40 MB.",
    audioTooLarge: "Sound files are limited to 100 MB.",
    videoTooLarge: "Videos are limited to 300 MB.",
    pdfTooLarge: "PDF files are limited to 50 MB.",
    tooManyPixels: "Images are limited to 100 megapixels.",
    imageUnreadable: "This image cannot be read; the file may be damaged",
    orderMismatch: "Send every file of this item exactly once, in the new order",
    captionsNotVtt:
      "Captions must be a WebVTT file (.vtt) in UTF-8 that starts with “WEBVTT” and has at least one timed cue",
    captionsTooLarge: "Caption files are limited to 1 MB.",
    captionsOnlyForSoundAndVideo: "Only a sound or video file can have captions",
  },
  /** The answers of /iiif/ addresses that name nothing (modules/repository/iiif/iiif-misses.ts). */
  iiif: {
    notAnAddress:
      "Not an address of this server's IIIF services: /iiif/3/{id}/info.json, /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format}, /iiif/items/{id}/manifest.json, /iiif/collections/{id}/collection.json or /iiif/discovery/collection.json",
    badImageParameter: (parameter: string) =>
      `This image request's ${parameter} is not valid IIIF Image API 3.0 or is not offered by this image service (its info.json says what it offers)`,
    busy: "Pictures are being made for many viewers at once; try again in a few seconds",
  },
} as const;
