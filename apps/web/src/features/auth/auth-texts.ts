import { localized } from "../../lib/i18n/localized.ts";

/** Texts of the sign-in and sign-up screens (product §2, §5), in English; rw and fr beside it. */
const en = {
  loginTitle: "Log in · Digital Heritage Platform",
  registerTitle: "Sign up · Digital Heritage Platform",
  welcomeBack: "Welcome back",
  welcomeNote: "Sign in to your cart, orders and saved pieces.",
  join: "Join the community",
  joinNote: "Create an account to collect, learn and support the makers who keep heritage alive.",
  backToHome: "Back To Home",
  usernameOrEmail: "Username or email",
  password: "Password",
  rememberMe: "Remember me",
  resetSoon: "Password reset is coming soon",
  resetSoonNote: "Until then, write to hello@heritage.rw and we will help you get back in.",
  forgotPassword: "Forgot password?",
  loggingIn: "LOGGING IN...",
  logIn: "LOG IN",
  noAccount: "Don’t have an account?",
  signUpLink: "Sign up",
  accountCreated: "Account created",
  accountCreatedNote: "Sign in with your new account.",
  firstName: "First Name",
  lastName: "Last Name",
  username: "Username",
  email: "Email",
  passwordHint: "At least 6 characters.",
  signingUp: "SIGNING UP...",
  signUp: "SIGN UP",
  haveAccount: "Already have an account?",
  signInLink: "Sign in",
} as const;

export type AuthTextsSource = typeof en;
export const authTexts = localized(en, {
  rw: () => import("./auth-texts.rw.ts"),
  fr: () => import("./auth-texts.fr.ts"),
});
