import type { Translation } from "../i18n/translation.ts";
import type { communityMessages } from "./community.ts";

/** Kinyarwanda texts of ./community.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof communityMessages> = {
  community: {
    tooLong: "Iyi nyandiko ni ndende cyane",
    displayNameRequired: "Andika izina abantu bakuziho (inyuguti 2 kugeza kuri 80)",
    communityRequired: "Vuga umuryango wawe",
    practiceRequired: "Vuga icyo ukora, ubika cyangwa wiga",
    statementRequired: "Andika amagambo make akuvuga (nibura inyuguti 20)",
    linkInvalid: "Ihuza rigomba gutangira na http:// cyangwa https://",
    tooManyLinks: "Amahuza atarenze 5",
    reasonRequired: "Ha usaba impamvu",
    commentRequired: "Bwira umuhanzi icyo agomba guhindura",
    applicationPending: "Ubusabe bwawe buracyategereje icyemezo",
    alreadyCreator: "Usanzwe uri umuhanzi",
    applicationDecided: "Ubu busabe bwamaze gufatirwa icyemezo",
    notCreator: "Abahanzi bemewe ni bo bonyine bashobora kubikora",
    notEditable: "Iki kintu gitegereje isuzuma cyangwa cyatangajwe; ntigishobora guhindurwa ubu",
    notSubmitted: "Iki kintu ntigitegereje isuzuma",
  },
};
export default rw;
