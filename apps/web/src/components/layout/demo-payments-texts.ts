import { localized } from "../../lib/i18n/localized.ts";

/** The banner of an installation whose checkout runs on payment simulators (decision 218). */
const en = {
  label: "Demo installation",
  message: "Demo payments: no money moves",
};

export const demoPaymentsTexts = localized(en, {
  rw: () => import("./demo-payments-texts.rw.ts"),
  fr: () => import("./demo-payments-texts.fr.ts"),
});
export type DemoPaymentsTextsSource = typeof en;
