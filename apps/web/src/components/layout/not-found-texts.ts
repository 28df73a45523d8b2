import { localized } from "../../lib/i18n/localized.ts";

/** The 404 page's texts (product §2), in English; Kinyarwanda and French beside it. */
const en = {
  title: "Page not found · Digital Heritage Platform",
  message: "Oops! The page you're looking for doesn't exist or was moved.",
  home: "Go back home",
};

export const notFoundTexts = localized(en, {
  rw: () => import("./not-found-texts.rw.ts"),
  fr: () => import("./not-found-texts.fr.ts"),
});
export type NotFoundTextsSource = typeof en;
