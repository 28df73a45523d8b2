import { localized } from "../../../lib/i18n/localized.ts";

/** Texts of the admin portal's Outbox (decision 172), in English; Kinyarwanda and French beside it. */
const en = {
  intro:
    "Emails the platform wrote while no mail server is configured, latest first. Pass a password reset link on to its owner only.",
  smtpNote: "A mail server (SMTP) is configured: emails leave at once and are not kept here.",
  empty: "No email yet",
  emptyNote: "Password reset emails appear here when someone asks for one.",
  to: "To",
  language: "Language",
  loadFailed: "Failed to load the outbox. Please try again.",
  retry: "Try Again",
  loading: "Loading emails",
  pages: "Outbox pages",
} as const;

export type OutboxTextsSource = typeof en;
export const outboxTexts = localized(en, {
  rw: () => import("./outbox-texts.rw.ts"),
  fr: () => import("./outbox-texts.fr.ts"),
});
