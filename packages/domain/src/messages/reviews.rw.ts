import type { Translation } from "../i18n/translation.ts";
import type { reviewsMessages } from "./reviews.ts";

/** Kinyarwanda texts of ./reviews.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof reviewsMessages> = {
  reviews: {
    ratingRequired: "Hitamo amanota kuva ku nyenyeri 1 kugeza kuri 5",
    bodyTooLong: "Igitekerezo ntikirenza inyuguti 2.000",
    noHtml: "Igitekerezo ntigishobora kugira ibimenyetso bya HTML",
    controlCharacters: "Igitekerezo ntigishobora kugira inyuguti zitagaragara cyangwa z'igenzura",
    reasonRequired: "Tanga impamvu y'inyuguti nibura 3",
    reasonTooLong: "Impamvu ntirenza inyuguti 500",
    sortInvalid: "Tondeka uhereye ku bishya cyangwa ku byafashije benshi",
    notEligible: "Umuguzi wagejejweho iki gicuruzwa wenyine ni we ushobora kugitangaho igitekerezo.",
    alreadyReviewed: "Wamaze gutanga igitekerezo kuri iki gicuruzwa. Ushobora kugihindura.",
    notReviewed: "Ntabwo uratanga igitekerezo kuri iki gicuruzwa.",
    editWindowOver: "Igitekerezo gishobora guhindurwa mu minsi 30 nyuma yo kucyandika.",
    hiddenByModerator: "Umugenzuzi yahishe iki gitekerezo; ntigishobora guhindurwa.",
    notFound: "Igitekerezo nticyabonetse.",
    ownReview: "Ntushobora kuvuga ko igitekerezo cyawe bwite cyafashije.",
  },
};
export default rw;
