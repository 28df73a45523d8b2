import { localized } from "../../../lib/i18n/localized.ts";

/** "My communities" on /profile (decision 165), in English; Kinyarwanda and French beside it. */
const en = {
  title: "My communities",
  intro:
    "Some knowledge is shared only with the members of its community. Ask to join yours: its stewards or an administrator decide.",
  loading: "Loading the communities",
  loadFailed: "We could not load the communities. Please try again.",
  ask: "Ask to join",
  askNamed: (name: string) => `Ask to join ${name}`,
  askAgain: "Ask again",
  askAgainNamed: (name: string) => `Ask again to join ${name}`,
  asked: "Your request was sent",
  askFailed: "Your request could not be sent. Please try again.",
  steward: "Decide as a steward",
  stewardNamed: (name: string) => `Decide as a steward of ${name}`,
  status: {
    pending: "Your request is waiting for a decision.",
    member: "You are a member.",
    steward: "You are a steward of this community.",
    declined: "Your request was declined.",
  },
  reason: "Reason given",
};

export type CommunitiesTextsSource = typeof en;

export const COMMUNITIES_TEXT = localized(en, {
  rw: () => import("./communities-texts.rw.ts"),
  fr: () => import("./communities-texts.fr.ts"),
});
