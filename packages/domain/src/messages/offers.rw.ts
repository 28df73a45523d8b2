import type { Translation } from "../i18n/translation.ts";
import type { offersMessages } from "./offers.ts";

/** Kinyarwanda texts of ./offers.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof offersMessages> = {
  promo: {
    codeRequired: "Andika kode y’igabanyirizwa",
    codeInvalid: "Kode igira inyuguti, imibare, - cyangwa _ kuva kuri 3 kugeza kuri 32",
    kindInvalid: "Hitamo ijanisha cyangwa amafaranga adahinduka",
    percentRange: "Ijanisha ni umubare wuzuye kuva kuri 1 kugeza kuri 90",
    amountInvalid: "Andika umubare wuzuye w’amafaranga urenze zeru",
    limitInvalid: "Andika umubare wuzuye urenze zeru, cyangwa usige ahantu h’ubusa",
    dateInvalid: "Andika itariki n’isaha byemewe",
    endsBeforeStart: "Iherezo rigomba kuza nyuma y’intangiriro",
    codeTaken: "Indi kode y’igabanyirizwa isanzwe ifite iyi kode",
    inUse: "Iyi kode yakoreshejwe mu byatumijwe: yihagarike aho kuyisiba.",
    notFound: "Kode y’igabanyirizwa ntiyabonetse.",
    notValid: "Iyi kode y’igabanyirizwa ntiyemewe.",
    tooMany: "Wagerageje kode z’igabanyirizwa kenshi cyane. Ongera ugerageze mu munota umwe.",
    shopperUsedUp: "Wamaze gukoresha iyi kode y’igabanyirizwa.",
    firstOrderOnly: "Iyi kode y’igabanyirizwa ni iy’ubwa mbere utumije gusa.",
    minimumTotal: (amount: string) =>
      `Iyi kode y’igabanyirizwa isaba ibyatumijwe bifite agaciro ka nibura ${amount}.`,
    changed: "Igiteranyo cyahindutse kuva wakireba: reba igiteranyo gishya wongere wemeze.",
    staleEdit: "Iyi kode y’igabanyirizwa yahindutse kuva wayifungura",
  },
  delivery: {
    nameRequired: "Andika izina ry’agace",
    nameMin: "Izina ry’agace rigira nibura inyuguti 3",
    nameMax: "Izina ry’agace ntirirenza inyuguti 80",
    feeInvalid: "Andika umubare wuzuye w’amafaranga, 0 cyangwa urenga",
    daysInvalid: "Andika umubare wuzuye w’iminsi kuva kuri 0 kugeza kuri 60",
    daysOrder: "Umunsi wa nyuma ntushobora kubanziriza uwa mbere",
    districtsRequired: "Hitamo nibura akarere kamwe, cyangwa ugaragaze ko ari mu mahanga",
    districtInvalid: "Hitamo akarere ko mu Rwanda",
    districtTaken: (district: string, zone: string) => `${district} gasanzwe kagezwaho na ${zone}`,
    abroadTaken: "Ahandi hantu hakora hasanzwe hoherezwa mu mahanga",
    notFound: "Agace ko kugezaho ibicuruzwa ntikabonetse.",
    inUse: "Hari ibyatumijwe byagejejwe muri aka gace: kahagarike aho kugasiba.",
    staleEdit: "Aka gace ko kugezaho ibicuruzwa kahindutse kuva wagafungura",
    districtRequired: "Hitamo akarere ibicuruzwa bizagezwamo",
    countryInvalid: "Hitamo igihugu",
    notDelivered: "Ntiturageza ibicuruzwa muri aka karere.",
    noAbroad: "Ubu tugeza ibicuruzwa mu Rwanda gusa.",
    foreignPhoneRefused:
      "Ubu tugeza ibicuruzwa mu Rwanda gusa: andika nimero yo mu Rwanda, urugero 07XXXXXXXX cyangwa +2507XXXXXXXX",
    phoneInvalidInternational:
      "Andika nimero yo mu Rwanda (07XXXXXXXX) cyangwa nimero mpuzamahanga ifite kode y’igihugu, urugero +33612345678",
  },
};
export default rw;
