import type { Translation } from "../i18n/translation.ts";
import type { ordersMessages } from "./orders.ts";

/** Kinyarwanda texts of ./orders.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof ordersMessages> = {
  orders: {
    phoneRequired: "Andika nimero ya telefoni",
    phoneInvalid: "Andika nimero yo mu Rwanda, urugero 07XXXXXXXX cyangwa +2507XXXXXXXX",
    addressRequired: "Andika aho ibyo waguze bizakugeraho",
    addressMin: "Aderesi igomba kugira nibura inyuguti 5",
    addressMax: "Aderesi ntirenze inyuguti 500",
    emptyCart: "Igitebo cyawe kirimo ubusa. Banza ushyiremo ikintu mbere yo gutumiza.",
    linesUnavailable: "Bimwe mu biri mu gitebo cyawe ntibigishobora gutumizwa uko biri.",
    reason: {
      unavailable: "Ntikikiboneka",
      out_of_stock: "Cyashize mu bubiko",
      insufficient_stock: (available: number) => `Hasigaye ${available} gusa`,
      price_changed: (price: string) => `Igiciro ubu ni ${price}`,
    },
    alreadyPending: (number: string) =>
      `Usanzwe ufite itumiza ritarishyurwa ririmo ibi bicuruzwa (${number}). Rikomeze, cyangwa urihagarike kugira ngo ukore irindi.`,
    holdLimitOrders: (max: number) =>
      `Ushobora kugira amatumiza atarishyurwa atarenze ${max} icyarimwe. Ishyura cyangwa uhagarike rimwe muri Amatumiza yanjye mbere yo kongera gutumiza.`,
    holdLimitProductUnits: (max: number, name: string) =>
      `Ushobora kubikisha ${name} zitarenze ${max} mu matumiza atarishyurwa. Gabanya umubare, cyangwa ubanze wishyure cyangwa uhagarike itumiza.`,
    holdLimitUnits: (max: number) =>
      `Ushobora kubikisha ibintu bitarenze ${max} icyarimwe mu matumiza atarishyurwa. Kuramo bimwe, cyangwa ubanze wishyure cyangwa uhagarike itumiza.`,
    addressHoldLimit:
      "Amatumiza menshi atarishyurwa aturuka ku murongo wawe wa interineti muri iki gihe. Ongera ugerageze nyuma, cyangwa ubanze wishyure itumiza.",
    existingTitle: "Usanzwe ufite itumiza ritarishyurwa",
    existingContinue: "Komeza iri tumiza",
    existingReplace: "Rihagarike ukore iri tumiza",
    existingView: "Reba amatumiza yanjye",
    existingReplacing: "Itumiza riroherezwa…",
    status: {
      pending: "Ritegereje",
      confirmed: "Ryemejwe",
      shipped: "Ryoherejwe",
      delivered: "Ryagejejwe",
      cancelled: "Ryahagaritswe",
    },
    notFound: "Itumiza ntiribonetse.",
    onlyPendingCancel: "Itumiza ritegereje ni ryo ryonyine rishobora guhagarikwa.",
    paymentAwaiting:
      "Ubwishyu bwa Mobile Money bw’iri tumiza buracyategereje uwishyura: buzemeza itumiza ubwabwo nibumara kwishyurwa.",
    transitionRefused: (from: string, to: string) =>
      `Itumiza riri kuri “${from}” ntirishobora gushyirwa kuri “${to}”.`,
    statusInvalid:
      "Imimerere igomba kuba: ritegereje, ryemejwe, ryoherejwe, ryagejejwe cyangwa ryahagaritswe",
    dateInvalid: "Andika itariki muri ubu buryo: YYYY-MM-DD",
    placeFailed: "Ntibyashobotse kohereza itumiza ryawe. Ongera ugerageze.",
    loadFailed: "Ntibyashobotse kubona amatumiza yawe. Ongera ugerageze.",
    empty: "Nta matumiza urakora",
    emptyNote: "Nutumiza ku isoko, amatumiza yawe azagaragara hano.",
    cancelConfirm: "Uhagarike iri tumiza? Ibirimo bizasubizwa ku isoko.",
    cancelled: "Itumiza ryahagaritswe.",
    cancelFailed: "Ntibyashobotse guhagarika itumiza. Ongera ugerageze.",
    statusChanged: (number: string, status: string) => `Itumiza ${number} ubu ni: ${status}.`,
    statusFailed: "Ntibyashobotse guhindura imimerere y’itumiza. Ongera ugerageze.",
  },
};
export default rw;
