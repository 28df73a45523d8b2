import type { Translation } from "../i18n/translation.ts";
import type { learningMessages } from "./learning.ts";

/** Kinyarwanda texts of ./learning.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof learningMessages> = {
  learning: {
    answersRequired: "Ohereza ibisubizo by’ibibazo.",
    answerRequired: "Subiza iki kibazo.",
    answerTooLong: "Igisubizo ntikirenza inyuguti 300.",
    answerShape: "Iki gisubizo ntigihuye n’ikibazo.",
    unknownQuestion: "Iri suzuma nta kibazo nk’iki rifite.",
    levelInvalid: "Urwego rugomba kuba intangiriro, hagati cyangwa ikirenga.",
    languageInvalid: "Ururimi rugomba kuba rw, en cyangwa fr.",
    notEnrolled: "Iyandikishe muri iri somo kugira ngo ufungure iri isomo.",
    comingSoon: "Amasomo yishyurwa azaza vuba; iri ntirirashoboka kwiyandikishamo.",
    notComplete: "Rangiza amasomo yose kandi utsinde amasuzuma yose kugira ngo uhabwe impamyabumenyi.",
    certificateNotFound: "Nta mpamyabumenyi ifite iyi kode.",
    ratingInvalid: "Amanota agomba kuba 1, 2, 3 cyangwa 4.",
    wordRequired: "Hitamo ijambo.",
  },
};
export default rw;
