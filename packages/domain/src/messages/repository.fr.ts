import type { Translation } from "../i18n/translation.ts";
import type { repositoryMessages } from "./repository.ts";

/** French texts of ./repository.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof repositoryMessages> = {
  collections: {
    titleRequired: "Un élément doit avoir un titre",
    valueTooLong: "Cette valeur est trop longue",
    tooManyValues: "Trop de valeurs",
    typeInvalid: "Type d’élément inconnu",
    kindInvalid: "Type d’institution inconnu",
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
};
export default fr;
