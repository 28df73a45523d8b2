import type { Translation } from "@heritage/domain/i18n/translation";
import type { AuthTextsSource } from "./auth-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<AuthTextsSource> = {
  loginTitle: "Injira · Digital Heritage Platform",
  registerTitle: "Iyandikishe · Digital Heritage Platform",
  welcomeBack: "Murakaza neza",
  welcomeNote: "Injira urebe igitebo cyawe, amatumiza yawe n’ibihangano wabitse.",
  join: "Injira mu muryango",
  joinNote:
    "Fungura konti kugira ngo ukusanye, wige kandi ushyigikire abanyabukorikori babungabunga umurage.",
  backToHome: "Subira ahabanza",
  usernameOrEmail: "Izina ukoresha cyangwa imeri",
  password: "Ijambo ry’ibanga",
  rememberMe: "Unyibuke",
  resetSoon: "Guhindura ijambo ry’ibanga biraza vuba",
  resetSoonNote: "Kugeza icyo gihe, andikira hello@heritage.rw tugufashe kongera kwinjira.",
  forgotPassword: "Wibagiwe ijambo ry’ibanga?",
  loggingIn: "URINJIRA…",
  logIn: "INJIRA",
  noAccount: "Nta konti ufite?",
  signUpLink: "Iyandikishe",
  accountCreated: "Konti yafunguwe",
  accountCreatedNote: "Injira ukoresheje konti yawe nshya.",
  firstName: "Izina bwite",
  lastName: "Izina ry’umuryango",
  username: "Izina ukoresha",
  email: "Imeri",
  passwordHint: "Nibura inyuguti 6.",
  signingUp: "URIYANDIKISHA…",
  signUp: "IYANDIKISHE",
  haveAccount: "Usanzwe ufite konti?",
  signInLink: "Injira",
};
export default rw;
