import type { Translation } from "../i18n/translation.ts";
import type { paymentsMessages } from "./payments.ts";

/** Kinyarwanda texts of ./payments.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof paymentsMessages> = {
  payments: {
    phoneRequired: "Andika nimero ya telefoni yishyura",
    phoneInvalid: "Andika nimero ya telefoni yo mu Rwanda, urugero 07XXXXXXXX cyangwa +2507XXXXXXXX",
    providerInvalid: "Hitamo MTN MoMo cyangwa Airtel Money",
    providerUnavailable: "Uyu muyoboro wa Mobile Money ntuboneka ubu. Hitamo ubundi buryo bwo kwishyura.",
    notFound: "Ubwishyu ntibubonetse.",
    alreadySettled: "Ubu bwishyu bwarangiye; nta cyahindutse.",
    callbackInvalid: "Iri tangazo si iryo uyu mutanga serivisi yohereza.",
    amountMismatch:
      "Utanga serivisi avuga amafaranga cyangwa ifaranga bitandukanye n’iby’iki gitumizo. Byamenyeshejwe iduka ngo ribigenzure.",
    providerUnreachable: "Utanga serivisi yo kwishyura ntiyasubije. Ongera ugerageze mu kanya.",
    amountUnreadable:
      "Utanga serivisi ntiyavuze amafaranga yishyuwe. Ubwishyu bwamenyeshejwe iduka ngo ribugenzure.",
    notPayable: "Itumiza ritegereje kwishyurwa ni ryo ryonyine rishobora kwishyurwa.",
    holdEnded: "Igihe cyo kwishyura iri tumiza cyarangiye: ibyari biririmo byasubijwe ku isoko.",
    stillAwaiting: (phone: string) =>
      `Hari ubusabe bwo kwishyura bugitegereje kwemezwa kuri ${phone}. Bwemeze cyangwa ubwange kuri iyo telefoni, cyangwa wohereze ubundi busabe mu cyimbo cyabwo.`,
    tooManyCallbacks: "Amatangazo menshi cyane aturutse kuri iyi aderesi. Ongera ugerageze mu munota umwe.",
  },
};
export default rw;
