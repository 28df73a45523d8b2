import type { Translation } from "@heritage/domain/i18n/translation";
import type { AddressTextsSource } from "./address-texts.ts";

/** French texts of ./address-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<AddressTextsSource> = {
  title: "Mes adresses",
  intro: "Le paiement reprend votre adresse par défaut ; vous pouvez encore la modifier à ce moment-là.",
  empty: "Aucune adresse enregistrée pour l’instant.",
  add: "Ajouter une adresse",
  edit: "Modifier",
  editNamed: (label: string) => `Modifier ${label}`,
  remove: "Supprimer",
  removeNamed: (label: string) => `Supprimer ${label}`,
  removeTitle: (label: string) => `Supprimer l’adresse « ${label} » ?`,
  removing: "Suppression...",
  makeDefault: "Définir par défaut",
  makeDefaultNamed: (label: string) => `Faire de ${label} l’adresse par défaut`,
  isDefault: "Par défaut",
  label: "Nom de l’adresse",
  labelHint: "Par exemple Maison ou Bureau.",
  phone: "Numéro de téléphone",
  address: "Rue, maison, point de repère",
  country: "Pays",
  rwanda: "Rwanda",
  district: "District",
  chooseDistrict: "Choisissez un district",
  setDefault: "En faire mon adresse par défaut",
  save: "Enregistrer l’adresse",
  saving: "Enregistrement...",
  cancel: "Annuler",
  saved: "Adresse enregistrée",
  deleted: "Adresse supprimée",
  failed: "Impossible d’enregistrer l’adresse. Réessayez.",
  limitReached: (max: number) => `Vous gardez ${max} adresses, le maximum possible.`,
  loadFailed: "Impossible de charger vos adresses. Réessayez.",
  loading: "Chargement de vos adresses",
};
export default fr;
