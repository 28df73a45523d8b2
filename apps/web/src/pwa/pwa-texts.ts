import type { Translation } from "@heritage/domain/i18n/translation";
import type { Language } from "@heritage/domain/languages";

/**
 * Texts of the installable app (decision 197): the page the service worker shows when the network is
 * gone, the note in place of a part whose code is not on the device (decision 252), and the prompt that
 * offers a new version. English; Kinyarwanda and French beside it.
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
  part: {
    needsConnection: "This part needs a connection. It will appear as soon as you are online again.",
    retry: "Try again",
  },
  update: {
    available: "New version available",
    reload: "Reload",
  },
};

export type PwaTextsSource = typeof en;
export type PwaTexts = Translation<PwaTextsSource>;
export const englishPwaTexts: PwaTexts = en;

export async function pwaTexts(language: Language): Promise<PwaTexts> {
  if (language === "rw") return (await import("./pwa-texts.rw.ts")).default;
  if (language === "fr") return (await import("./pwa-texts.fr.ts")).default;
  return en;
}
