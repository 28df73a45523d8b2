import type { ITEM_FORM_TEXT } from "./collections-texts.ts";

type ChoiceKey = keyof (typeof ITEM_FORM_TEXT)["rightsChoices"];

/**
 * The rights statements the Rights field offers (decision 247), as the URIs IIIF's `rights` and
 * aggregators accept: Creative Commons's licenses and tools and RightsStatements.org's statements,
 * in the canonical form the API also writes. Free text stays allowed; prose naming one is mapped.
 */
export const RIGHTS_CHOICES: readonly { key: ChoiceKey; uri: string }[] = [
  { key: "cc0", uri: "http://creativecommons.org/publicdomain/zero/1.0/" },
  { key: "pdm", uri: "http://creativecommons.org/publicdomain/mark/1.0/" },
  { key: "by", uri: "http://creativecommons.org/licenses/by/4.0/" },
  { key: "bySa", uri: "http://creativecommons.org/licenses/by-sa/4.0/" },
  { key: "byNc", uri: "http://creativecommons.org/licenses/by-nc/4.0/" },
  { key: "byNcSa", uri: "http://creativecommons.org/licenses/by-nc-sa/4.0/" },
  { key: "byNd", uri: "http://creativecommons.org/licenses/by-nd/4.0/" },
  { key: "byNcNd", uri: "http://creativecommons.org/licenses/by-nc-nd/4.0/" },
  { key: "inc", uri: "http://rightsstatements.org/vocab/InC/1.0/" },
  { key: "incEdu", uri: "http://rightsstatements.org/vocab/InC-EDU/1.0/" },
  { key: "cne", uri: "http://rightsstatements.org/vocab/CNE/1.0/" },
  { key: "und", uri: "http://rightsstatements.org/vocab/UND/1.0/" },
];
