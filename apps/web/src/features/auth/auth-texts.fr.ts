import type { Translation } from "@heritage/domain/i18n/translation";
import type { AuthTextsSource } from "./auth-texts.ts";

const fr: Translation<AuthTextsSource> = {
  loginTitle: "Connexion · Digital Heritage Platform",
  registerTitle: "Inscription · Digital Heritage Platform",
  welcomeBack: "Bon retour parmi nous",
  welcomeNote: "Connectez-vous pour retrouver votre panier, vos commandes et vos pièces favorites.",
  join: "Rejoignez la communauté",
  joinNote:
    "Créez un compte pour collectionner, apprendre et soutenir les artisans qui font vivre le patrimoine.",
  backToHome: "Retour à l’accueil",
  usernameOrEmail: "Nom d’utilisateur ou e-mail",
  password: "Mot de passe",
  rememberMe: "Se souvenir de moi",
  resetSoon: "La réinitialisation du mot de passe arrive bientôt",
  resetSoonNote: "En attendant, écrivez à hello@heritage.rw : nous vous aiderons à retrouver l’accès.",
  forgotPassword: "Mot de passe oublié ?",
  loggingIn: "CONNEXION…",
  logIn: "SE CONNECTER",
  noAccount: "Pas encore de compte ?",
  signUpLink: "Inscrivez-vous",
  accountCreated: "Compte créé",
  accountCreatedNote: "Connectez-vous avec votre nouveau compte.",
  firstName: "Prénom",
  lastName: "Nom",
  username: "Nom d’utilisateur",
  email: "E-mail",
  passwordHint: "Au moins 6 caractères.",
  signingUp: "INSCRIPTION…",
  signUp: "S’INSCRIRE",
  haveAccount: "Vous avez déjà un compte ?",
  signInLink: "Connectez-vous",
};
export default fr;
