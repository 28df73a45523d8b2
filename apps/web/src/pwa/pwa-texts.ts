import { localized } from "../lib/i18n/localized.ts";

/**
 * Texts of the installable app (decision 197): the page the service worker shows when the network is
 * gone, and the prompt that offers a new version. English; Kinyarwanda and French beside it.
 */
const en = {
  offline: {
    title: "You are offline",
    body: "This page needs a connection. Here is what you saw last on this device; the rest comes back as soon as you are online again.",
    retry: "Try again",
    cartHeading: "Your cart",
    cartSavedNote: "As it was when you were last online.",
    quantity: (count: number) => `Quantity: ${count}`,
    cartTotal: (total: string) => `Total: ${total}`,
    viewedHeading: "Recently viewed",
    nothingSaved: "Nothing is saved on this device yet.",
  },
  update: {
    available: "New version available",
    reload: "Reload",
  },
};

const texts = localized(en, {
  rw: () => import("./pwa-texts.rw.ts"),
  fr: () => import("./pwa-texts.fr.ts"),
});
export type PwaTextsSource = typeof en;
export const offlineTexts = texts.offline;
export const updateTexts = texts.update;
