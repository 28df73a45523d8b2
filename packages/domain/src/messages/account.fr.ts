import type { Translation } from "../i18n/translation.ts";
import type { accountMessages } from "./account.ts";

/** French texts of ./account.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof accountMessages> = {
  profile: {
    firstNameMax: "Le prénom ne peut dépasser 150 caractères",
    lastNameMax: "Le nom ne peut dépasser 150 caractères",
    currentPasswordRequired: "Le mot de passe actuel est obligatoire",
    currentPasswordWrong: "Le mot de passe actuel est incorrect",
    updated: "Profil mis à jour !",
    updateFailed: "Impossible de mettre à jour votre profil. Réessayez.",
    passwordChanged: "Mot de passe modifié !",
    passwordFailed: "Impossible de changer votre mot de passe. Réessayez.",
    deleteConfirm:
      "Supprimer votre compte ? C’est définitif. Vos commandes restent à la boutique, sans votre nom.",
    deleteFailed: "Impossible de supprimer votre compte. Réessayez.",
    lastAdmin: "Le dernier administrateur ne peut pas supprimer son propre compte.",
    languageInvalid: "La langue doit être rw, en ou fr",
  },
};
export default fr;
