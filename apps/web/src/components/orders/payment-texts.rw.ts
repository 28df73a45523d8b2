import type { Translation } from "@heritage/domain/i18n/translation";
import type { PaymentTextsSource } from "./payment-texts.ts";

const rw: Translation<PaymentTextsSource> = {
  choose: {
    note: "Ishyura ubu ukoresheje konti yawe ya MTN MoMo cyangwa Airtel Money.",
    atCheckout: "Biboneka igihe wishyura",
    network: "Umuyoboro wa Mobile Money",
    networks: { mtn: "MTN MoMo", airtel: "Airtel Money" },
    simulated: "Igerageza: nta mafaranga nyayo akurwaho.",
    phone: "Nimero ya telefoni yishyura",
    phoneHint: "Nimero ya konti yemeza ubwishyu, urugero 0788 123 456.",
    pay: (amount: string) => `Ishyura ${amount} ukoresheje Mobile Money`,
  },
  progress: {
    approve: (amount: string) => `Emeza kwishyura ${amount} kuri telefoni yawe`,
    approveNote: (phone: string) =>
      `Ubusabe bwo kwishyura bwoherejwe kuri ${phone}. Andika umubare wawe w’ibanga (PIN) kuri telefoni kugira ngo ubwemeze.`,
    ussd: (code: string) =>
      `Nta butumwa bwageze kuri telefoni yawe? Kanda ${code} urebe ubwishyu bugutegereje, ubwemereze aho.`,
    waiting: "Dutegereje ko ubyemeza...",
    paidTitle: "Ubwishyu bwakiriwe",
    paidNote: (number: string) => `Murakoze! Itumiza ${number} ryishyuwe kandi ryemejwe.`,
    failedTitle: "Kwishyura ntibyakunze",
    expiredTitle: "Igihe cy’ubusabe bwo kwishyura cyarangiye",
    releasedNote:
      "Nta mafaranga yakuweho. Ibyo wari waguze byasubijwe mu gatebo kawe: ongera ugerageze cyangwa wishyure mu bundi buryo.",
    retry: "Ongera ugerageze",
    otherWay: "Ishyura mu bundi buryo (WhatsApp)",
    viewOrders: "Reba amatumiza yanjye",
    close: "Funga",
    checkFailed: "Ntitwashoboye kugenzura ubwishyu ubu. Turakomeza kugerageza.",
    timeLeft: (clock: string) => `Igihe usigaranye cyo kwemeza: ${clock}`,
    openUntil: (when: string) => `Ubu busabe bufite agaciro kugeza ${when}.`,
    checkAgain: "Ongera urebe",
    checking: "Turareba...",
    stillWaiting: "Ntiburemezwa: ubusabe buracyategereje kuri telefoni yawe.",
    otherNumber: "Koresha indi nimero",
    otherNumberTitle: "Ohereza ubusabe ku yindi nimero",
    otherNumberNote: "Ubusabe butegereje ubu burahagarikwa: emeza ubushya gusa.",
    send: (amount: string) => `Ohereza ubusabe bwo kwishyura ${amount}`,
    sending: "Ubusabe buroherezwa...",
    back: "Subira inyuma",
    sendFailed: "Ubusabe ntibwashoboye koherezwa. Ongera ugerageze.",
    heldNote: (number: string, when: string) =>
      `Nta mafaranga yakuweho. Itumiza ${number} riracyakubikiwe kugeza ${when}: ongera ugerageze, koresha indi nimero cyangwa wishyure mu bundi buryo.`,
    payNow: "Ishyura ubu",
    payTitle: (number: string) => `Ishyura itumiza ${number}`,
    payDescription:
      "Ubusabe bwo kwishyura bwoherezwa kuri telefoni uhisemo; ubwemereze aho ukoresheje umubare wawe w’ibanga (PIN).",
  },
  status: {
    awaiting: "Bitegereje kwishyurwa",
    paid: "Byishyuwe",
    failed: "Kwishyura byanze",
    expired: "Igihe cyo kwishyura cyarangiye",
  },
  history: {
    title: "Ubwishyu",
    by: (network: string, phone: string) => `${network}, ${phone}`,
    requested: "Byasabwe",
    at: (status: string, when: string) => `${status}: ${when}`,
    refundDue: (amount: string, phone: string) =>
      `Ubwishyu bwawe bwageze nyuma y’uko iri tumiza rihagaritswe. Iduka rizagusubiza ${amount} kuri ${phone}.`,
    replaced: "Byasimbujwe n’ubundi busabe",
    checking: "Iduka riri kugenzura ubu bwishyu n’intoki mbere y’uko itumiza rikomeza.",
  },
  admin: {
    title: "Ubwishyu",
    provider: "Utanga serivisi",
    reference: "Indango",
    amount: "Amafaranga",
    status: "Uko bimeze",
    times: "Amatariki",
    requested: (when: string) => `Byasabwe ${when}`,
    settled: (when: string) => `Byarangiye ${when}`,
    simulated: "igerageza",
    recheck: "Ongera ugenzure",
    rechecking: "Biragenzurwa...",
    rechecked: "Byagenzuwe ku utanga serivisi",
    recheckFailed: "Utanga serivisi ntiyabonetse. Ongera ugerageze nyuma.",
    flags: {
      amount_mismatch: "Utanga serivisi yatanze andi mafaranga: bigenzure n’intoki.",
      amount_unreadable: "Utanga serivisi ntiyavuze amafaranga yishyuwe: bigenzure ku rubuga rwe.",
      paid_after_cancel: "Byishyuwe itumiza ryarahagaritswe: subiza amafaranga n’intoki.",
    },
  },
  whatsapp: {
    greeting: (number: string) => `${number} - Muraho! Ndifuza kwishyura itumiza ryanjye:`,
    total: (amount: string) => `Igiteranyo: ${amount}`,
    deliverTo: (address: string) => `Bigezwe: ${address}`,
    phone: (phone: string) => `Telefoni: ${phone}`,
  },
};
export default rw;
