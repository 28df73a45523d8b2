import type { Translation } from "@heritage/domain/i18n/translation";
import type { NotFoundTextsSource } from "./not-found-texts.ts";

const fr: Translation<NotFoundTextsSource> = {
  title: "Page introuvable · Digital Heritage Platform",
  message: "Oups ! La page que vous cherchez n’existe pas ou a été déplacée.",
  home: "Retour à l’accueil",
};

export default fr;
