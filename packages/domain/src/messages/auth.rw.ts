import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { authMessages } from "./auth.ts";

/** Kinyarwanda texts of ./auth.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof authMessages> = {
  signIn: {
    usernameRequired: "Andika imeri cyangwa izina ukoresha",
    usernameInvalid: "Andika imeri cyangwa izina ukoresha byemewe (nibura inyuguti 3)",
    usernameMax: "Imeri cyangwa izina ukoresha ntibirenze inyuguti 254",
    passwordRequired: "Andika ijambo ry’ibanga",
    passwordMin: "Ijambo ry’ibanga rigomba kugira nibura inyuguti 6",
    failed: "Izina ukoresha cyangwa ijambo ry’ibanga si byo",
  },
  signUp: {
    firstNameRequired: "Andika izina ryawe bwite",
    lastNameRequired: "Andika izina ry’umuryango",
    usernameRequired: "Andika izina ukoresha",
    usernameMin: "Izina ukoresha rigomba kugira nibura inyuguti 3",
    usernameMax: "Izina ukoresha ntirirenze inyuguti 150",
    usernameInvalid: "Izina ukoresha ririmo inyuguti zitemewe",
    usernameTaken: "Iri zina ukoresha rimaze gufatwa",
    emailRequired: "Andika imeri yawe",
    emailInvalid: "Andika imeri yemewe",
    emailTaken: "Iyi meri isanzwe ikoreshwa",
    passwordRequired: "Andika ijambo ry’ibanga",
    passwordMin: "Ijambo ry’ibanga rigomba kugira nibura inyuguti 6",
    passwordMax: "Ijambo ry’ibanga ntirirenze inyuguti 128",
    passwordCommon: "Iri jambo ry’ibanga rirakoreshwa cyane. Hitamo irindi rigoye kumenya.",
  },
  adminSignIn: {
    usernameRequired: "Andika izina ukoresha",
    usernameMin: "Izina ukoresha rigomba kugira nibura inyuguti 3",
    usernameMax: "Izina ukoresha ntirirenze inyuguti 20",
    usernameInvalid: "Izina ukoresha ririmo inyuguti zitemewe",
    passwordRequired: "Andika ijambo ry’ibanga",
    passwordLength: "Ijambo ry’ibanga rigomba kugira inyuguti hagati ya 8 na 32",
    captchaRequired: "Banza urangize igenzura rya CAPTCHA",
    invalidCredentials: (remaining: number) =>
      `Amakuru winjije si yo. ${plural("rw", remaining, { one: "Usigaje igerageza #", other: "Usigaje amagerageza #" })}.`,
    tooManyAttempts: "Wagerageje kenshi bikanga. Konti ifunzwe iminota 5.",
    locked: (minutes: number) =>
      `Konti ifunzwe by’agateganyo. Ongera ugerageze mu ${plural("rw", minutes, { one: "munota #", other: "minota #" })}.`,
  },
  auth: {
    notAuthenticated: "Ugomba kubanza kwinjira.",
    invalidToken: "Uburenganzira bwawe bwo kwinjira ntibukiri bwo. Ongera winjire.",
    forbidden: "Ntufite uburenganzira bwo gukora ibi.",
    invalidRefresh: "Igihe cyawe cyo kwinjira cyarangiye. Ongera winjire.",
    logoutConfirm: "Urashaka koko gusohoka?",
    tooManyRequests: "Wasabye kenshi cyane. Ongera ugerageze mu munota umwe.",
  },
};
export default rw;
