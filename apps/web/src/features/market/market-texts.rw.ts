import type { Translation } from "@heritage/domain/i18n/translation";
import type { MarketTextsSource } from "./market-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<MarketTextsSource> = {
  market: {
    allCategories: "Byose",
    categoryPickerLabel: "Icyiciro",
    searchLabel: "Shakisha ibicuruzwa",
    searchButton: "Shakisha",
    suggestionsLabel: "Ibyo ushobora kuba ushaka",
    suggestedProducts: "Ibicuruzwa",
    suggestedCategories: "Ibyiciro",
    suggestionsCount: (count: number) =>
      count === 0 ? "Nta cyabonetse" : `Ibyabonetse ${count}, koresha imyambi yo hejuru n’iyo hasi uhitemo`,
    suggestionsFailed: "Ibyo ushobora kuba ushaka ntibibonetse ubu: kanda Enter ushakishe",
    cart: "Igitebo",
    cartWithCount: (count: number) => `Igitebo, ibintu ${count}`,
    openMenu: "Fungura urutonde",
    closeMenu: "Funga urutonde",
    login: "Injira",
    register: "Iyandikishe",
    home: "Ahabanza",
    countryLabel: "Igihugu n’ifaranga",
    country: "Rwanda, RWF",
    shipTo: "Byoherezwa",
    categoriesHeading: "Ibyiciro",
    featuredHeading: "Ibyatoranyijwe",
    recommended: "Ibyo tugutoranyirije",
    recommendedNote: "Ibihangano by’umurage byatoranyijwe mu Rwanda hose.",
    skipToProducts: "Jya ku bicuruzwa",
    pageHeading: "Isoko",
    viewDetailsShort: "Reba ibisobanuro",
    ofProduct: (name: string) => ` bya ${name}`,
    account: "Konti",
    userMenuFor: "Ibya konti ya",
    marketNav: "Isoko",
    loadingProducts: "Ibicuruzwa biri kuza",
    promos: {
      promoCode: "Kode y’igabanyirizwa",
      firstPurchase: "Ubwa mbere ugura",
      codeOff: (code: string, off: string, firstOrder: boolean) =>
        `Koresha kode ${code} ugabanyirizwe ${off} ${firstOrder ? "ku itumiza rya mbere" : "ku itumiza"}.`,
      support: "Inama z’inzobere",
      supportText: "Ufite ikibazo ku gihangano? Itsinda ryacu rigusubiza kuri WhatsApp.",
      limited: "Bike bidasanzwe",
      limitedText: "Imigongo n’Agaseke bitagira ibindi bisa, byakozwe n’abahanga mu bukorikori.",
    },
    features: {
      heading: "Kugezwaho no kwishyura",
      freeShipping: "Kugezwaho ku buntu",
      freeShippingText: (amount: string) => `Ku matumiza ya ${amount} kuzamura.`,
      delivery: "Kugezwaho",
      deliveryFrom: (amount: string) => `Uhereye kuri ${amount}, bibarwa ugura bitewe n’akarere kawe.`,
      fastDelivery: "Igihe bimara",
      days: (min: number, max: number) =>
        max === 0 ? "Uwo munsi." : min === max ? `Iminsi ${max}.` : `Iminsi ${min} kugeza kuri ${max}.`,
      abroad: "Tunageza ibicuruzwa mu mahanga.",
      whatsapp: "Ubufasha kuri WhatsApp",
      whatsappText: "Tuvugishe mbere na nyuma yo kugura.",
      waysToPay: "Uburyo bwo kwishyura",
      whatsappPay: "Gutumiza kuri WhatsApp",
      mtn: "MTN MoMo",
      airtel: "Airtel Money",
    },
  },
};
export default rw;
