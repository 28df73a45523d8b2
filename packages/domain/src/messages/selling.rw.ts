import type { Translation } from "../i18n/translation.ts";
import type { sellingMessages } from "./selling.ts";

/** Kinyarwanda texts of ./selling.ts, awaiting a native speaker's review (docs/translations.md). */
const rw: Translation<typeof sellingMessages> = {
  selling: {
    shopNameRequired: "Ita iduka ryawe izina (inyuguti 2 kugeza 80)",
    payoutPhoneInvalid: "Andika nimero ya MTN cyangwa Airtel Rwanda, nka 078 123 4567",
    shipsFromRequired: "Hitamo uturere wohererezamo ibicuruzwa",
    termsRequired: "Emera amabwiriza y’abanyabukorikori kugira ngo ugurishe",
    reasonRequired: "Ha umunyabukorikori impamvu",
    tooLong: "Iyi nyandiko ni ndende cyane",
    notCreator: "Abahanzi bemejwe ni bo bonyine bashobora kugurisha ku isoko",
    applicationPending: "Ubusabe bwawe bwo kugurisha busanzwe butegereje icyemezo",
    alreadySelling: "Iduka ryawe risanzwe rifunguye",
    applicationDecided: "Ubu busabe bwamaze gufatirwa icyemezo",
    notSeller: "Abanyabukorikori bafite iduka rifunguye ni bo bonyine bashobora gukora ibi",
    listingReasonRequired: "Bwira umunyabukorikori icyo agomba guhindura",
    listingNotSubmittable: "Iki cyamamaza gisanzwe gitegereje isuzuma cyangwa kiri ku isoko",
    listingNotInReview: "Iki cyamamaza ntigitegereje isuzuma",
    listingChangedSince: "Umunyabukorikori yahinduye iki cyamamaza kuva wagifungura; ongera ugisome",
    shipmentNotNow: "Iyi komande ntishobora kugera kuri iyi ntambwe ubu",
  },
};
export default rw;
