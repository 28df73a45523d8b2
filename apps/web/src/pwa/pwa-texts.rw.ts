import type { Translation } from "@heritage/domain/i18n/translation";
import type { PwaTextsSource } from "./pwa-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<PwaTextsSource> = {
  offline: {
    title: "Ntabwo uri kuri interineti",
    body: "Uru rupapuro rukenera interineti. Dore ibyo uherutse kureba kuri iki gikoresho; ibindi biragaruka ukimara gusubira kuri interineti.",
    retry: "Ongera ugerageze",
    cartHeading: "Igitebo cyawe",
    cartSavedNote: "Uko cyari kimeze ubwo waherukaga kuri interineti.",
    quantity: (count: number) => `Umubare: ${count}`,
    cartTotal: (total: string) => `Igiteranyo: ${total}`,
    viewedHeading: "Ibyo uherutse kureba",
    nothingSaved: "Nta kintu kirabikwa kuri iki gikoresho.",
  },
  part: {
    needsConnection: "Iki gice gikenera interineti. Kiragaragara ukimara gusubira kuri interineti.",
    retry: "Ongera ugerageze",
  },
  update: {
    available: "Verisiyo nshya irahari",
    reload: "Ongera ufungure",
  },
};

export default rw;
