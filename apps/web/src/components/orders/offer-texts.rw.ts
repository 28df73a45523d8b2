import type { Translation } from "@heritage/domain/i18n/translation";
import type { OfferTextsSource } from "./offer-texts.ts";

const rw: Translation<OfferTextsSource> = {
  destination: "Bigezwe",
  country: "Igihugu",
  rwanda: "u Rwanda",
  district: "Akarere",
  chooseDistrict: "Hitamo akarere",
  provinces: {
    kigali: "Umujyi wa Kigali",
    north: "Intara y’Amajyaruguru",
    south: "Intara y’Amajyepfo",
    east: "Intara y’Iburasirazuba",
    west: "Intara y’Iburengerazuba",
  },
  onlyRwanda: "Ubu tugeza ibicuruzwa mu Rwanda gusa.",
  phoneHintInternational:
    "Nimero yo mu Rwanda, cyangwa mpuzamahanga ifite kode y’igihugu, urugero +33 6 12 34 56 78.",
  promo: "Kode y’igabanyirizwa",
  apply: "Koresha",
  remove: "Kuraho kode",
  applied: (code: string) => `Kode ${code} yakoreshejwe`,
  subtotal: "Igiteranyo cy’ibicuruzwa",
  discount: (code: string) => `Igabanyirizwa (${code})`,
  delivery: "Kugezwaho",
  free: "Ku buntu",
  chooseForFee: "Hitamo aho bigezwa",
  zoneDays: (zone: string, min: number, max: number) =>
    max === 0
      ? `${zone}: uwo munsi`
      : min === max
        ? `${zone}: iminsi ${max}`
        : `${zone}: iminsi ${min} kugeza kuri ${max}`,
  totalsFailed: "Igiteranyo nticyabashije kubarwa. Ongera ugerageze.",
  calculatedAtCheckout: "Mu kwishyura",
  whatsapp: {
    subtotal: (amount: string) => `Igiteranyo cy’ibicuruzwa: ${amount}`,
    discount: (code: string, amount: string) => `Igabanyirizwa (${code}): -${amount}`,
    delivery: (zone: string, amount: string) => `Kugezwaho (${zone}): ${amount}`,
  },
};
export default rw;
