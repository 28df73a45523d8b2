import type { Translation } from "../i18n/translation.ts";
import type { repositoryMessages } from "./repository.ts";

/** Kinyarwanda texts of ./repository.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof repositoryMessages> = {
  collections: {
    titleRequired: "Ikintu cy’umurage kigomba kugira umutwe",
    valueTooLong: "Iyi nyandiko ni ndende cyane",
    tooManyValues: "Indangagaciro ni nyinshi cyane",
    typeInvalid: "Ubwoko bw’ikintu ntibuzwi",
    kindInvalid: "Ubwoko bw’ikigo ntibuzwi",
    slugInvalid: "Slug igomba kugira inyuguti nto, imibare n’udukoni tumwe gusa",
    slugTaken: "Iyi slug isanzwe ikoreshwa n’ikindi",
    nameRequired: "Izina rirakenewe",
    collectionRequired: "Hitamo icyegeranyo",
    collectionUnknown: "Iki cyegeranyo ntikibaho",
    institutionUnknown: "Iki kigo ntikibaho",
    coordinatesInvalid:
      "Andika latitude (-90 kugeza 90) na longitude (-180 kugeza 180), cyangwa ntugire na kimwe wandika",
    versionRequired: "Ohereza verisiyo wafunguye",
    itemChanged: "Iki kintu cyahindutse kuva ugifunguye",
    collectionChanged: "Iki cyegeranyo cyahindutse kuva ugifunguye",
    institutionChanged: "Iki kigo cyahindutse kuva ugifunguye",
    stillHolds: "Banza ukureho cyangwa wimure ibyo kirimo mbere yo kugisiba",
  },
};
export default rw;
