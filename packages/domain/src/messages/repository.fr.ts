import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { repositoryMessages } from "./repository.ts";

/** French texts of ./repository.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof repositoryMessages> = {
  repositoryReads: {
    tooMany: "Trop de demandes au dépôt. Patientez un instant, puis réessayez.",
    busy: "Le dépôt est très sollicité en ce moment. Réessayez dans un instant.",
  },
  collections: {
    titleRequired: "Un élément doit avoir un titre",
    valueTooLong: "Cette valeur est trop longue",
    tooManyValues: "Trop de valeurs",
    typeInvalid: "Type d’élément inconnu",
    kindInvalid: "Type d’institution inconnu",
    categoryInvalid: "Catégorie de musée inconnue",
    coverInvalid: "Téléversez à nouveau l’image de couverture",
    exhibitionTitleRequired: "Une exposition a besoin d’un titre",
    exhibitionTypeInvalid: "Choisissez une visite, une expérience ou une exposition",
    tooManyExhibitions: "50 expositions au plus",
    slugInvalid: "Le slug ne peut contenir que des minuscules, des chiffres et des tirets simples",
    slugTaken: "Un autre enregistrement utilise déjà ce slug",
    nameRequired: "Le nom est obligatoire",
    collectionRequired: "Choisissez une collection",
    collectionUnknown: "Cette collection n’existe pas",
    institutionUnknown: "Cette institution n’existe pas",
    coordinatesInvalid: "Indiquez la latitude (-90 à 90) et la longitude (-180 à 180), ou aucune des deux",
    versionRequired: "Envoyez la version que vous avez chargée",
    itemChanged: "Cet élément a changé depuis que vous l’avez ouvert",
    collectionChanged: "Cette collection a changé depuis que vous l’avez ouverte",
    institutionChanged: "Cette institution a changé depuis que vous l’avez ouverte",
    stillHolds: "Retirez ou déplacez d’abord ce que cet enregistrement contient",
  },
  repositoryImport: {
    fileRequired: "Envoyez un fichier CSV (text/csv, ou le champ de formulaire « file »)",
    empty: "Le fichier est vide : il faut une ligne d’en-tête et au moins un élément",
    notUtf8: (line) =>
      `Le fichier n’est pas du texte UTF-8 (ligne ${line}). Enregistrez-le en « CSV UTF-8 » et réessayez`,
    badQuoting: (row) =>
      `Guillemets mal fermés à la ligne ${row} : une valeur entre guillemets doit se terminer par un guillemet avant la virgule ou la fin de ligne suivante`,
    wrongFieldCount: (row, found, expected) =>
      `La ligne ${row} a ${found} valeurs mais l’en-tête a ${expected} colonnes`,
    unreadable: (row) => `Le fichier ne peut pas être lu comme CSV à la ligne ${row}`,
    unknownColumn: (name) => `Colonne inconnue « ${name} »`,
    duplicateColumn: (name) => `La colonne « ${name} » apparaît deux fois`,
    missingColumn: (name) => `La colonne « ${name} » manque`,
    tooManyRows: (max) => `Au plus ${max} éléments peuvent être importés à la fois ; divisez le fichier`,
    identifierInvalid: "Un identifiant est l’id qu’un export donne à chaque élément (un uuid)",
    keyRequired:
      "Indiquez un identifiant ou un slug, pour qu’un nouvel import du fichier mette cet élément à jour au lieu d’en ajouter un autre",
    duplicateRow: (row) => `La ligne ${row} désigne déjà cet élément`,
    itemDeleted: "Cet élément a été supprimé ; il ne peut pas être importé à nouveau",
    booleanInvalid: "Écrivez true ou false",
    originalLanguageColumn: (column) =>
      `C’est la langue d’origine de l’élément : mettez ces valeurs dans ${column}`,
    hasErrors: (count) =>
      `${plural("fr", count, { one: "Le fichier a # erreur", other: "Le fichier a # erreurs" })} ; rien n’a été importé`,
    running: "Un autre import est encore en cours ; attendez qu’il se termine",
    itemChangedDuring: (row) =>
      `L’élément de la ligne ${row} a changé pendant l’import ; importez à nouveau le fichier pour terminer`,
    interrupted: "L’import s’est arrêté avant la fin ; importez à nouveau le fichier pour terminer",
  },
  itemMedia: {
    fileRequired: "Envoyez un fichier dans le champ de formulaire « file »",
    notAccepted:
      "Ce fichier n’est pas une image, un son, une vidéo ou un PDF que le dépôt accepte (JPEG, PNG, WebP, TIFF, MP3, Ogg, WAV, MP4, WebM, PDF)",
    imageTooLarge: "Les images sont limitées à 40 Mo.",
    audioTooLarge: "Les fichiers son sont limités à 100 Mo.",
    videoTooLarge: "Les vidéos sont limitées à 300 Mo.",
    pdfTooLarge: "Les fichiers PDF sont limités à 50 Mo.",
    tooManyPixels: "Les images sont limitées à 100 mégapixels.",
    imageUnreadable: "Cette image est illisible ; le fichier est peut-être endommagé",
    orderMismatch: "Envoyez chaque fichier de cet élément une seule fois, dans le nouvel ordre",
    captionsNotVtt:
      "Les sous-titres doivent être un fichier WebVTT (.vtt) en UTF-8 qui commence par « WEBVTT » et contient au moins un segment minuté",
    captionsTooLarge: "Les fichiers de sous-titres sont limités à 1 Mo.",
    captionsOnlyForSoundAndVideo: "Seul un fichier son ou vidéo peut avoir des sous-titres",
  },
  iiif: {
    notAnAddress:
      "Ce n’est pas une adresse des services IIIF de ce serveur : /iiif/3/{id}/info.json, /iiif/3/{id}/{region}/{size}/{rotation}/{quality}.{format}, /iiif/items/{id}/manifest.json, /iiif/collections/{id}/collection.json ou /iiif/discovery/collection.json",
    badImageParameter: (parameter: string) =>
      `Le paramètre ${parameter} de cette requête d’image n’est pas valide selon l’IIIF Image API 3.0 ou n’est pas proposé par ce service d’images (son info.json dit ce qu’il propose)`,
    busy: "Des images sont en cours de préparation pour de nombreux visiteurs à la fois ; réessayez dans quelques secondes",
  },
};
export default fr;
