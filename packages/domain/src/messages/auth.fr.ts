import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { authMessages } from "./auth.ts";

/** French texts of ./auth.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof authMessages> = {
  signIn: {
    usernameRequired: "L’e-mail ou le nom d’utilisateur est obligatoire",
    usernameInvalid: "Saisissez un e-mail ou un nom d’utilisateur valide (3 caractères minimum)",
    usernameMax: "L’e-mail ou le nom d’utilisateur ne peut dépasser 254 caractères",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordMin: "Le mot de passe doit contenir au moins 6 caractères",
    failed: "Nom d’utilisateur ou mot de passe incorrect",
  },
  signUp: {
    firstNameRequired: "Le prénom est obligatoire",
    lastNameRequired: "Le nom est obligatoire",
    usernameRequired: "Le nom d’utilisateur est obligatoire",
    usernameMin: "Le nom d’utilisateur doit contenir au moins 3 caractères",
    usernameMax: "Le nom d’utilisateur ne peut dépasser 150 caractères",
    usernameInvalid: "Le nom d’utilisateur contient des caractères non autorisés",
    usernameTaken: "Ce nom d’utilisateur est déjà pris",
    emailRequired: "L’adresse e-mail est obligatoire",
    emailInvalid: "Saisissez une adresse e-mail valide",
    emailTaken: "Cette adresse e-mail est déjà utilisée",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordMin: "Le mot de passe doit contenir au moins 6 caractères",
    passwordMax: "Le mot de passe ne peut dépasser 128 caractères",
    passwordCommon: "Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.",
  },
  adminSignIn: {
    usernameRequired: "Le nom d’utilisateur est obligatoire",
    usernameMin: "Le nom d’utilisateur doit contenir au moins 3 caractères",
    usernameMax: "Le nom d’utilisateur ne peut dépasser 20 caractères",
    usernameInvalid: "Le nom d’utilisateur contient des caractères non autorisés",
    passwordRequired: "Le mot de passe est obligatoire",
    passwordLength: "Le mot de passe doit contenir entre 8 et 32 caractères",
    captchaRequired: "Veuillez compléter la vérification CAPTCHA",
    invalidCredentials: (remaining: number) =>
      `Identifiants incorrects. ${plural("fr", remaining, { one: "# tentative restante", other: "# tentatives restantes" })}.`,
    tooManyAttempts: "Trop de tentatives échouées. Compte bloqué pendant 5 minutes.",
    locked: (minutes: number) =>
      `Compte temporairement bloqué. Réessayez dans ${plural("fr", minutes, { one: "# minute", other: "# minutes" })}.`,
  },
  auth: {
    notAuthenticated: "Vous devez être connecté pour faire cela.",
    invalidToken: "Votre session n’est plus valide. Reconnectez-vous.",
    forbidden: "Vous n’avez pas l’autorisation de faire cela.",
    invalidRefresh: "Votre session a expiré. Reconnectez-vous.",
    logoutConfirm: "Voulez-vous vraiment vous déconnecter ?",
    tooManyRequests: "Trop de demandes. Réessayez dans une minute.",
  },
};
export default fr;
