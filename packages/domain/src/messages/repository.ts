/**
 * The heritage repository's items, collections and institutions (issue 15). English source; translations
 * beside it.
 */
export const repositoryMessages = {
  collections: {
    titleRequired: "An item needs a title",
    valueTooLong: "This value is too long",
    tooManyValues: "Too many values",
    typeInvalid: "Unknown item type",
    kindInvalid: "Unknown institution kind",
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
} as const;
