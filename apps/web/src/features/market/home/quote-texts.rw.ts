import type { Translation } from "@heritage/domain/i18n/translation";
import type { QuoteTextsSource } from "./quote-texts.ts";

/** Kinyarwanda, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<QuoteTextsSource> = {
  quote: {
    heading: "Uburyo bworoshye bwo koherereza abacuruzi bose ibyo ukeneye",
    intro:
      "Bwira abanyabukorikori n’amakoperative barenga 500 ibyo ukeneye: ibiseke by’ubukwe, Imigongo yo gutaka hoteli, imyenda igurwa kuri metero. Ibiciro bikunze kuboneka mu masaha 24.",
    formTitle: "Saba abacuruzi ibiciro",
    item: "Ukeneye iki?",
    details: "Ibisobanuro",
    quantity: "Umubare",
    unit: "Igipimo",
    sending: "Biroherezwa…",
    send: "Ohereza ubusabe",
    previewDone:
      "Ni igerageza gusa: ubusabe bwawe ntibwoherejwe. Kugira ngo usabe igiciro ubu, twandikire kuri WhatsApp.",
    preview: "Gusaba ibiciro biracyageragezwa: iyi fomu nta kintu yohereza ubu.",
    units: {
      Pcs: "Ibice",
      Kg: "Kg",
      Liters: "Litiro",
      Meters: "Metero",
      Boxes: "Amakarito",
      Sets: "Amaseti",
      Tons: "Toni",
      Pallets: "Palete",
    },
  },
};

export default rw;
