import { localized } from "../../../../lib/i18n/localized.ts";

/**
 * The stewards' screen of a community (decision 168), in English; Kinyarwanda and French
 * beside it. Loaded with the screen, never with /market.
 */
const en = {
  title: (name: string) => `Steward of ${name}`,
  intro:
    "As a steward you decide who joins your community, and which Traditional Knowledge and Biocultural labels its items carry. Who may see an item is set by an administrator.",
  back: "Back to my profile",
  loading: "Loading the community",
  loadFailed: "We could not load this community. Please try again.",
  retry: "Try again",
  notSteward: "You are not a steward of this community.",
  notStewardHint:
    "Only its stewards and the administrators decide here. Your communities are on your profile.",
  unknown: "There is no such community.",
  requests: "Requests to join",
  requestsEmpty: "Nobody is waiting for a decision.",
  members: "Members",
  membersEmpty: "The community has no members yet.",
  askedOn: (date: string) => `Asked on ${date}`,
  memberSince: (date: string) => `Member since ${date}`,
  roles: { member: "Member", steward: "Steward" },
  approve: "Approve",
  decline: "Decline",
  remove: "Remove",
  actionLabel: (action: string, username: string) => `${action} ${username}`,
  stewardsByAdmins: "Stewards are chosen by the administrators.",
  decided: "Decision saved",
  decideFailed: "The decision could not be saved. Please try again.",
  declineTitle: (username: string) => `Decline ${username}`,
  removeTitle: (username: string) => `Remove ${username}`,
  declineNote: "The person reads your reason on their profile. It is optional.",
  reason: "Reason (optional)",
  cancel: "Cancel",
  confirmDecline: "Decline",
  confirmRemove: "Remove",
  declining: "Saving…",
  items: "The community's items",
  itemsIntro:
    "Labels tell visitors how the community wants its knowledge used. They show on each item's page.",
  itemsEmpty: "No item of the repository belongs to this community yet.",
  access: { public: "Public", community: "Members only", restricted: "Restricted" },
  draft: "Not published",
  sacred: "Sacred or secret",
  noLabels: "No label yet",
  editLabels: "Edit labels",
  editLabelsOf: (title: string) => `Edit labels of ${title}`,
  labelsTitle: (title: string) => `Labels of ${title}`,
  labelsNote:
    "Tick the labels your community gives this item. Marking knowledge sacred or secret changes who may see it: ask an administrator.",
  tk: "Traditional Knowledge labels",
  bc: "Biocultural labels",
  save: "Save labels",
  saving: "Saving…",
  saved: "Labels saved",
  saveFailed: "The labels could not be saved. Please try again.",
  labelsLoading: "Loading the item's labels",
};

export type StewardTextsSource = typeof en;

export const STEWARD_TEXT = localized(en, {
  rw: () => import("./steward-texts.rw.ts"),
  fr: () => import("./steward-texts.fr.ts"),
});
