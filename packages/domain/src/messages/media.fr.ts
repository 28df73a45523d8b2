import type { Translation } from "../i18n/translation.ts";
import type { mediaMessages } from "./media.ts";

/** French texts of ./media.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof mediaMessages> = {
  media: {
    imageRequired: "Choisissez un fichier image valide",
    tooManyPixels: "L’image est trop grande (40 mégapixels au maximum)",
    unknownImage: "Cette image n’existe plus. Ajoutez-la de nouveau.",
    storeUnavailable: "Les images ne peuvent pas être enregistrées pour le moment. Réessayez plus tard.",
    tooManyUploads: "Trop d’images envoyées. Patientez une minute, puis réessayez.",
  },
};
export default fr;
