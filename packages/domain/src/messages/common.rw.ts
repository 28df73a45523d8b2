import type { Translation } from "../i18n/translation.ts";
import type { commonMessages } from "./common.ts";

/** Kinyarwanda texts of ./common.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof commonMessages> = {
  content: {
    notYetTranslated: "Ntibirahindurwa mu Kinyarwanda",
    originalLanguageInvalid: "Ururimi rw’umwimerere rugomba kuba rw, en cyangwa fr",
    translationNameRequired: "Buri busobanuro bugomba kugira izina",
    translationNameMin: "Amazina yahinduwe agomba kugira nibura inyuguti 3",
    translationTooLong: "Inyandiko yahinduwe ni ndende cyane",
    languageNames: { rw: "Ikinyarwanda", en: "English", fr: "Français" },
  },
  common: {
    networkError: "Ikibazo cya interineti. Reba niba uri ku murongo.",
    notFound: "Ntibibonetse.",
    malformedJson: "Ibyoherejwe si JSON yemewe.",
    tooLarge: "Ibyoherejwe ni binini cyane.",
    serverError: "Habaye ikibazo iwacu. Ongera ugerageze.",
    conflict: "Iri hinduka rinyuranye n’amakuru ariho ubu. Ongera ufungure urupapuro wongere ugerageze.",
    invisibleCharacter: "Aka kazu ntikemera inyuguti zitagaragara cyangwa izigenzura.",
    nulCharacter: "Inyandiko ntishobora kubamo inyuguti ya NUL.",
  },
};
export default rw;
