import { localized } from "../../../../lib/i18n/localized.ts";

/**
 * The Communities part of the admin's Creators section (decision 165): communities, the
 * requests to join them, members and stewards. English source; rw and fr beside it.
 */
const en = {
  tab: "Communities",
  intro:
    "Members of a community see the items it shares with its members. Approve or decline each request; stewards may decide requests and label the community's items.",
  loading: "Loading",
  loadFailed: "We could not load this list. Please try again.",
  none: "No communities yet. Add the first one below.",
  listLabel: "Communities",
  counts: (pending: number, members: number, stewards: number) =>
    `${pending} waiting · ${members} ${members === 1 ? "member" : "members"} · ${stewards} ${stewards === 1 ? "steward" : "stewards"}`,
  manage: "Members",
  manageLabel: (name: string) => `Members of ${name}`,
  back: "Back to communities",
  addTitle: "Add a community",
  names: { rw: "Name in Kinyarwanda", en: "Name in English", fr: "Name in French" },
  namesHint: "Write the name in at least one language; readers see it in theirs when it is given.",
  slug: "Short name (in its address)",
  slugHint: "Lowercase letters, digits and hyphens, e.g. nyakarambi-potters",
  description: "Description (optional)",
  add: "Add community",
  adding: "Adding…",
  added: "Community added",
  addFailed: "The community could not be added.",
  groups: { pending: "Waiting", approved: "Members", declined: "Declined" },
  emptyGroup: {
    pending: "No one is waiting.",
    approved: "No members yet.",
    declined: "No one was declined.",
  },
  roles: { member: "Member", steward: "Steward" },
  askedOn: (date: string) => `Asked ${date}`,
  decidedOn: (date: string) => `Decided ${date}`,
  reasonGiven: "Reason given",
  approve: "Approve",
  approveSteward: "Approve as steward",
  makeSteward: "Make steward",
  makeMember: "Make member",
  decline: "Decline",
  remove: "Remove",
  approveLabel: (action: string, username: string) => `${action}: ${username}`,
  decided: "Decision saved",
  decideFailed: "The decision could not be saved. Please try again.",
  declineTitle: (username: string) => `Decline ${username}`,
  declineNote: "The person reads this reason on their profile.",
  reason: "Reason (optional)",
  confirmDecline: "Decline request",
  declining: "Declining…",
  cancel: "Cancel",
};

export type CommunitiesAdminTextsSource = typeof en;

export const COMMUNITIES_ADMIN_TEXT = localized(en, {
  rw: () => import("./communities-admin-texts.rw.ts"),
  fr: () => import("./communities-admin-texts.fr.ts"),
});
