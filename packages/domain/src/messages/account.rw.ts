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
  passwordReset: {
    requested:
      "Niba hari konti ikoresha iyi meri, twayoherereje umurongo wo guhitamo ijambo ry’ibanga rishya. Umurongo ukora rimwe gusa, mu minota 30.",
    tokenRequired: "Umurongo wo guhindura ntuzuye. Ongera ufungure umurongo uri muri imeri.",
    tokenInvalid:
      "Uyu murongo wo guhindura ntukora, waramaze gukoreshwa cyangwa igihe cyawo cyarangiye. Saba undi.",
    done: "Ijambo ry’ibanga ryawe ryahinduwe. Injira ukoresheje ijambo ry’ibanga rishya.",
    emailSubject: "Hitamo ijambo ry’ibanga rishya · Digital Heritage Platform",
    emailBody: (name: string, link: string, minutes: number) =>
      `Muraho ${name},\n\nHari uwasabye (twizera ko ari wowe) guhindura ijambo ry’ibanga rya konti yawe kuri Digital Heritage Platform. Fungura uyu murongo uhitemo ijambo ry’ibanga rishya:\n\n${link}\n\nUmurongo ukora rimwe gusa, mu minota ${minutes}. Niba atari wowe wabisabye, wirengagize iyi meri: ijambo ry’ibanga ryawe ntirihinduka.\n\nIkipe ya Digital Heritage Platform`,
  },
  addresses: {
    labelRequired: "Ita iyi aderesi izina, urugero Mu rugo",
    labelMax: "Izina ntirirenze inyuguti 40",
    tooMany: (max: number) => `Ushobora kubika aderesi ${max} gusa. Banza usibe imwe.`,
    notFound: "Aderesi ntiyabonetse.",
  },
};
export default rw;
