import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { repositoryMessages } from "./repository.ts";

/** Kinyarwanda texts of ./repository.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof repositoryMessages> = {
  repositoryReads: {
    tooMany: "Wasabye ububiko kenshi cyane. Tegereza gato wongere ugerageze.",
    busy: "Ububiko burakoreshwa cyane ubu. Ongera ugerageze mu kanya.",
  },
  collections: {
    titleRequired: "Ikintu cy’umurage kigomba kugira umutwe",
    valueTooLong: "Iyi nyandiko ni ndende cyane",
    tooManyValues: "Indangagaciro ni nyinshi cyane",
    typeInvalid: "Ubwoko bw’ikintu ntibuzwi",
    kindInvalid: "Ubwoko bw’ikigo ntibuzwi",
    categoryInvalid: "Icyiciro cy’inzu ndangamurage ntikizwi",
    coverInvalid: "Ongera wohereze ifoto y’igifuniko",
    exhibitionTitleRequired: "Imurikabikorwa rikeneye umutwe",
    exhibitionTypeInvalid: "Hitamo urugendo, ubunararibonye cyangwa imurikabikorwa",
    tooManyExhibitions: "Imurikabikorwa 50 gusa",
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
  repositoryImport: {
    fileRequired: "Ohereza dosiye ya CSV (text/csv, cyangwa mu kazu « file » k’ifishi)",
    empty: "Dosiye irimo ubusa: ikeneye umurongo w’imitwe n’ikintu kimwe nibura",
    notUtf8: (line) =>
      `Dosiye si inyandiko ya UTF-8 (umurongo wa ${line}). Yibike nka « CSV UTF-8 » wongere ugerageze`,
    badQuoting: (row) =>
      `Udukubo twafunguwe nabi ku murongo wa ${row}: agaciro kari mu dukubo kagomba kurangirana n’agakubo mbere y’akitso cyangwa iherezo ry’umurongo`,
    wrongFieldCount: (row, found, expected) =>
      `Umurongo wa ${row} ufite indangagaciro ${found} ariko imitwe ifite inkingi ${expected}`,
    unreadable: (row) => `Dosiye ntishobora gusomwa nka CSV ku murongo wa ${row}`,
    unknownColumn: (name) => `Inkingi « ${name} » ntizwi`,
    duplicateColumn: (name) => `Inkingi « ${name} » igaragara kabiri`,
    missingColumn: (name) => `Inkingi « ${name} » irabura`,
    tooManyRows: (max) => `Ibintu ${max} gusa ni byo byinjizwa icyarimwe; gabanya dosiye`,
    identifierInvalid: "Indangamuntu ni id buri kintu gihabwa n’ikoporora (uuid)",
    keyRequired:
      "Andika indangamuntu cyangwa slug, kugira ngo kongera kwinjiza dosiye bivugurure iki kintu aho kongeraho ikindi",
    duplicateRow: (row) => `Umurongo wa ${row} usanzwe uvuga iki kintu`,
    itemDeleted: "Iki kintu cyarasibwe; ntigishobora kongera kwinjizwa",
    booleanInvalid: "Andika true cyangwa false",
    originalLanguageColumn: (column) =>
      `Uru ni rwo rurimi rw’umwimerere rw’ikintu: shyira izi ndangagaciro muri ${column}`,
    hasErrors: (count) =>
      `${plural("rw", count, { one: "Dosiye ifite ikosa #", other: "Dosiye ifite amakosa #" })}; nta na kimwe cyinjijwe`,
    running: "Hari ikindi kwinjiza kikiri gukorwa; tegereza kirangire",
    itemChangedDuring: (row) =>
      `Ikintu cyo ku murongo wa ${row} cyahindutse mu gihe cyo kwinjiza; ongera winjize dosiye kugira ngo birangire`,
    interrupted: "Kwinjiza byahagaze bitarangiye; ongera winjize dosiye kugira ngo birangire",
  },
  itemMedia: {
    fileRequired: "Ohereza dosiye imwe mu mwanya witwa “file”",
    notAccepted:
      "Iyi dosiye si ifoto, ijwi, videwo cyangwa PDF ububiko bwemera (JPEG, PNG, WebP, TIFF, MP3, Ogg, WAV, MP4, WebM, PDF)",
    imageTooLarge: "Amafoto ntarenza MB 40.",
    audioTooLarge: "Amajwi ntarenza MB 100.",
    videoTooLarge: "Amavidewo ntarenza MB 300.",
    pdfTooLarge: "Dosiye za PDF ntizirenza MB 50.",
    tooManyPixels: "Amafoto ntarenza megapigiseli 100.",
    imageUnreadable: "Iyi foto ntisomeka; dosiye ishobora kuba yangiritse",
    orderMismatch: "Ohereza dosiye zose z’iki kintu, buri imwe rimwe, mu buryo bushya zikurikirana",
    captionsNotVtt:
      "Insobanuro zanditse zigomba kuba dosiye ya WebVTT (.vtt) muri UTF-8, itangirwa na “WEBVTT”, ifite nibura igice kimwe gifite igihe",
    captionsTooLarge: "Dosiye z’insobanuro zanditse ntizirenza MB 1.",
    captionsOnlyForSoundAndVideo: "Ijwi cyangwa videwo ni byo byonyine bishobora kugira insobanuro zanditse",
  },
  iiif: {
    notAnAddress:
      "Iyi si aderesi ya serivisi za IIIF z’uru rubuga: /iiif/3/{id}/info.json, /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format}, /iiif/items/{id}/manifest.json, /iiif/collections/{id}/collection.json cyangwa /iiif/discovery/collection.json",
    badImageParameter: (parameter: string) =>
      `${parameter} y’iri saba ry’ishusho ntiyemewe na IIIF Image API 3.0 cyangwa iyi serivisi y’amashusho ntiyitanga (info.json yayo ivuga ibyo itanga)`,
    busy: "Amashusho arimo gutegurirwa abantu benshi icyarimwe; ongera ugerageze mu masegonda make",
  },
};
export default rw;
