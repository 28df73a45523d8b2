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
  passwordReset: {
    requested:
      "Si un compte utilise cette adresse e-mail, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien fonctionne une seule fois, pendant 30 minutes.",
    tokenRequired: "Le lien de réinitialisation est incomplet. Rouvrez le lien reçu par e-mail.",
    tokenInvalid: "Ce lien de réinitialisation est invalide, déjà utilisé ou expiré. Demandez-en un nouveau.",
    done: "Votre mot de passe a été changé. Connectez-vous avec votre nouveau mot de passe.",
    emailSubject: "Choisissez un nouveau mot de passe · Digital Heritage Platform",
    emailBody: (name: string, link: string, minutes: number) =>
      `Bonjour ${name},\n\nQuelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte sur Digital Heritage Platform. Ouvrez ce lien pour choisir un nouveau mot de passe :\n\n${link}\n\nLe lien fonctionne une seule fois, pendant ${minutes} minutes. Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.\n\nL’équipe de Digital Heritage Platform`,
  },
  addresses: {
    labelRequired: "Donnez un nom à cette adresse, par exemple Maison",
    labelMax: "Le nom ne peut dépasser 40 caractères",
    tooMany: (max: number) => `Vous pouvez garder au plus ${max} adresses. Supprimez-en une d’abord.`,
    notFound: "Adresse introuvable.",
  },
};
export default fr;
