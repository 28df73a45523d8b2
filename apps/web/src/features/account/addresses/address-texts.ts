import { localized } from "../../../lib/i18n/localized.ts";

/** Texts of the saved addresses on /profile, in English; Kinyarwanda and French beside it. */
const en = {
  title: "My addresses",
  intro: "Checkout fills in your default address; you can still change it there.",
  empty: "No saved address yet.",
  add: "Add an address",
  edit: "Edit",
  editNamed: (label: string) => `Edit ${label}`,
  remove: "Delete",
  removeNamed: (label: string) => `Delete ${label}`,
  removeTitle: (label: string) => `Delete the address “${label}”?`,
  removing: "Deleting...",
  makeDefault: "Make default",
  makeDefaultNamed: (label: string) => `Make ${label} the default address`,
  isDefault: "Default",
  label: "Name of the address",
  labelHint: "For example Home or Office.",
  phone: "Phone number",
  address: "Street, house, landmark",
  country: "Country",
  rwanda: "Rwanda",
  district: "District",
  chooseDistrict: "Choose a district",
  setDefault: "Use as my default address",
  save: "Save address",
  saving: "Saving...",
  cancel: "Cancel",
  saved: "Address saved",
  deleted: "Address deleted",
  failed: "Failed to save the address. Please try again.",
  limitReached: (max: number) => `You keep ${max} addresses, the most there can be.`,
  loadFailed: "Failed to load your addresses. Please try again.",
  loading: "Loading your addresses",
} as const;

export type AddressTextsSource = typeof en;
export const addressTexts = localized(en, {
  rw: () => import("./address-texts.rw.ts"),
  fr: () => import("./address-texts.fr.ts"),
});
