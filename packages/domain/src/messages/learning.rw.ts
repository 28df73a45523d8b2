import type { Translation } from "../i18n/translation.ts";
import type { learningMessages } from "./learning.ts";

/** Kinyarwanda texts of ./learning.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof learningMessages> = {
  learning: {
    englishRequired: "Andika umwandiko mu Cyongereza (izindi ndimi zishobora gukurikiraho).",
    textTooLong: "Uyu mwandiko ni muremure cyane.",
    durationRequired: "Vuga igihe isomo rimara (urugero “ibyumweru 3”).",
    instructorRequired: "Andika izina ry’umwarimu.",
    instructorCreatorInvalid: "Hitamo umwe mu bahanzi bemewe, cyangwa ntawe.",
    categoryUnknown: "Hitamo imwe mu nsanganyamatsiko z’amasomo.",
    imageRequired: "Shyiraho ifoto y’igifuniko.",
    priceInvalid: "Igiciro ni umubare wuzuye w’amafaranga urenze 0, cyangwa ubusa ku isomo ry’ubuntu.",
    minutesInvalid: "Iminota ni umubare wuzuye kuva kuri 1 kugeza kuri 600.",
    passMarkInvalid: "Amanota yo gutsinda ni umubare wuzuye kuva kuri 1 kugeza kuri 100.",
    questionsRequired: "Ongeramo nibura ikibazo kimwe.",
    questionIdInvalid:
      "Ikiranga ikibazo ni inyuguti, imibare cyangwa uturongo 1 kugeza kuri 40, kitagira undi gihuje na cyo mu isuzuma.",
    optionsInvalid: "Tanga amahitamo 2 kugeza ku 10, buri hitamo rifite umwandiko.",
    correctInvalid: "Hitamo igisubizo cy’ukuri (cyangwa ibisubizo) mu mahitamo.",
    pairsInvalid:
      "Tanga ibihuzwa 2 kugeza ku 10, impande zombi zanditse kandi buri ruhande rw’iburyo rutandukanye.",
    acceptedInvalid: "Tanga nibura igisubizo kimwe cyemewe.",
    mediaInvalid:
      "Buri ngingo y’itangazamakuru ikenera dosiye n’ibisobanuro; amajwi n’amashusho akenera n’inyandiko y’ibivugwamo.",
    orderInvalid: "Ohereza buri somo ry’igice rimwe gusa, mu buryo bushya bw’ikurikirana.",
    moduleOrderInvalid: "Ohereza buri gice cy’isomo rimwe gusa, mu buryo bushya bw’ikurikirana.",
    courseChanged: "Iri somo ryahindutse kuva urifunguye",
    moduleChanged: "Iki gice cyahindutse kuva ugifunguye",
    lessonChanged: "Iri somo rito ryahindutse kuva urifunguye",
    quizChanged: "Iri suzuma ryahindutse kuva urifunguye",
    versionRequired: "Ohereza verisiyo wafunguye",
    answersRequired: "Ohereza ibisubizo by’ibibazo.",
    answerRequired: "Subiza iki kibazo.",
    answerTooLong: "Igisubizo ntikirenza inyuguti 300.",
    answerShape: "Iki gisubizo ntigihuye n’ikibazo.",
    unknownQuestion: "Iri suzuma nta kibazo nk’iki rifite.",
    levelInvalid: "Urwego rugomba kuba intangiriro, hagati cyangwa ikirenga.",
    languageInvalid: "Ururimi rugomba kuba rw, en cyangwa fr.",
    notEnrolled: "Iyandikishe muri iri somo kugira ngo ufungure iri isomo.",
    comingSoon: "Amasomo yishyurwa azaza vuba; iri ntirirashoboka kwiyandikishamo.",
    noLessonsYet: "Iri somo nta masomo rirafite; kwiyandikisha bizafungura igihe isomo rya mbere rizasohoka.",
    notComplete: "Rangiza amasomo yose kandi utsinde amasuzuma yose kugira ngo uhabwe impamyabumenyi.",
    certificateNotFound: "Nta mpamyabumenyi ifite iyi kode.",
    ratingInvalid: "Amanota agomba kuba 1, 2, 3 cyangwa 4.",
    wordRequired: "Hitamo ijambo.",
    lessonFileNotAccepted:
      "Shyiraho amajwi (MP3, Ogg, WAV), filime (MP4, WebM) cyangwa inyandiko z’amagambo avugwa (WebVTT).",
    lessonAudioTooLarge: "Amajwi y’isomo ntarenza MB 50.",
    lessonVideoTooLarge: "Filime z’isomo ntizirenza MB 200.",
    captionsSrcInvalid: "Shyiraho amagambo avugwa nka dosiye ya WebVTT hano.",
    quizAttemptsInvalid: "Inshuro zo gukora buri suzuma ni umubare wuzuye kuva kuri 1 kugeza kuri 20.",
    noAttemptsLeft: "Wakoresheje inshuro zose iri somo ryemera kuri iri suzuma.",
    lessonNotRead:
      "Soma isomo kugeza ku iherezo, cyangwa wumve amajwi yaryo kugeza ku iherezo, mbere yo kuvuga ko warirangije.",
  },
  certificatePdf: {
    platform: "Digital Heritage Platform",
    title: "Impamyabumenyi yo kurangiza isomo",
    certifies: "Iyi mpamyabumenyi yemeza ko",
    completed: "yarangije isomo",
    instructor: "Umwarimu",
    issued: "Itariki yatangiweho",
    code: (code: string) => `Kode yo kugenzura: ${code}`,
    scan: "Sikana ugenzure",
    verifyAt: "Genzura iyi mpamyabumenyi kuri",
    documentTitle: (course: string) => `Impamyabumenyi yo kurangiza isomo: ${course}`,
  },
};
export default rw;
