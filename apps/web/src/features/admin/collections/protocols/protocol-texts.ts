import { localized } from "../../../../lib/i18n/localized.ts";

/**
 * Texts of an item's cultural protocols in the admin's item form (decisions 162 and 163), in
 * English; Kinyarwanda and French beside it.
 */
const en = {
  title: "Cultural protocols",
  intro: "Who may see this item, and the labels its community placed on it.",
  loading: "Loading the item's protocols",
  loadFailed: "The item's protocols could not be loaded.",
  retry: "Try Again",
  access: "Access level",
  accessLevels: {
    public: "Public: everyone",
    community: "Community: signed-in members of the community",
    restricted: "Restricted: only the named people and admins",
  },
  community: "Community (its short name)",
  viewers: "People who may see it (user names, one a line)",
  sacred: "Sacred or secret knowledge (never public)",
  labels: "Traditional Knowledge and Biocultural labels",
  labelsOnly: "You may change the labels; the access level is the admins'.",
  save: "Save protocols",
  saving: "Saving…",
  saved: "Protocols saved",
  saveFailed: "The protocols could not be saved.",
} as const;

export const PROTOCOL_TEXT = localized(en, {
  rw: () => import("./protocol-texts.rw.ts"),
  fr: () => import("./protocol-texts.fr.ts"),
});
export type ProtocolTextsSource = typeof en;
