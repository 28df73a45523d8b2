import type { Translation } from "../i18n/translation.ts";
import type { accountMessages } from "./account.ts";

/** Kinyarwanda texts of ./account.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof accountMessages> = {
  profile: {
    firstNameMax: "Izina bwite ntirirenze inyuguti 150",
    lastNameMax: "Izina ry’umuryango ntirirenze inyuguti 150",
    currentPasswordRequired: "Andika ijambo ry’ibanga usanzwe ukoresha",
    currentPasswordWrong: "Ijambo ry’ibanga usanzwe ukoresha si ryo",
    updated: "Umwirondoro wawe wavuguruwe neza!",
    updateFailed: "Ntibyashobotse kuvugurura umwirondoro wawe. Ongera ugerageze.",
    passwordChanged: "Ijambo ry’ibanga ryahinduwe neza!",
    passwordFailed: "Ntibyashobotse guhindura ijambo ry’ibanga. Ongera ugerageze.",
    deleteConfirm:
      "Usibe konti yawe? Ntibishobora gusubizwaho. Amatumiza yawe azaguma mu iduka, nta zina ryawe ririho.",
    deleteFailed: "Ntibyashobotse gusiba konti yawe. Ongera ugerageze.",
    lastAdmin: "Umuyobozi wa nyuma ntashobora gusiba konti ye bwite.",
    languageInvalid: "Ururimi rugomba kuba rw, en cyangwa fr",
  },
};
export default rw;
