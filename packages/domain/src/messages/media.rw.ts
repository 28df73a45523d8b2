import type { Translation } from "../i18n/translation.ts";
import type { mediaMessages } from "./media.ts";

/** Kinyarwanda texts of ./media.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof mediaMessages> = {
  media: {
    imageRequired: "Hitamo ifoto yemewe",
    tooManyPixels: "Ifoto ni nini cyane (megapigiseli 40 gusa)",
    unknownImage: "Iyi foto ntikibaho. Yongere uyishyireho.",
    storeUnavailable: "Amafoto ntashobora kubikwa ubu. Ongera ugerageze nyuma.",
    tooManyUploads: "Washyizeho amafoto menshi cyane. Tegereza umunota umwe wongere ugerageze.",
  },
};
export default rw;
