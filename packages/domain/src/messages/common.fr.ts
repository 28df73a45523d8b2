import type { Translation } from "../i18n/translation.ts";
import type { commonMessages } from "./common.ts";

/** French texts of ./common.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof commonMessages> = {
  content: {
    notYetTranslated: "Pas encore traduit",
    originalLanguageInvalid: "La langue d’origine doit être rw, en ou fr",
    translationNameRequired: "Chaque traduction doit avoir un nom",
    translationNameMin: "Les noms traduits doivent contenir au moins 3 caractères",
    translationTooLong: "Un texte traduit est trop long",
    languageNames: { rw: "Ikinyarwanda", en: "English", fr: "Français" },
  },
  common: {
    networkError: "Erreur réseau. Vérifiez votre connexion.",
    notFound: "Introuvable.",
    malformedJson: "Le corps de la requête n’est pas un JSON valide.",
    tooLarge: "Le corps de la requête est trop volumineux.",
    serverError: "Un problème est survenu de notre côté. Réessayez.",
    conflict:
      "Cette modification entre en conflit avec les données actuelles. Rechargez la page et réessayez.",
    invisibleCharacter: "Ce champ ne peut pas contenir de caractères invisibles ou de contrôle.",
    nulCharacter: "Le texte ne peut pas contenir le caractère NUL.",
  },
};
export default fr;
