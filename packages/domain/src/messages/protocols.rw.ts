import type { Translation } from "../i18n/translation.ts";
import type { protocolsMessages } from "./protocols.ts";

/** Kinyarwanda texts of ./protocols.ts (same keys). How to propose a correction: docs/translations.md. */
const rw: Translation<typeof protocolsMessages> = {
  protocols: {
    tooLong: "Iyi nyandiko ni ndende cyane",
    slugInvalid: "Koresha inyuguti nto, imibare n'akamenyetso kamwe hagati (inyuguti zitarenze 120)",
    nameRequired: "Andika izina (inyuguti 2 kugeza kuri 120)",
    decisionRequired: "Hitamo kwemera cyangwa kwanga",
    accessInvalid: "Hitamo rusange, umuryango cyangwa bigarukiye bamwe",
    communityRequired: "Hitamo umuryango abanyamuryango bawo bazabibona",
    communityUnknown: "Nta muryango ufite iri zina",
    communityTaken: "Hari undi muryango usanzwe ufite iyi aderesi",
    viewerUnknown: "Nta konti ifite iri zina ry'ukoresha",
    tooManyViewers: "Abantu batarenze 100",
    labelUnknown: "Iki si ikirango cy'Ubumenyi Gakondo cyangwa cy'Urusobe rw'Ibinyabuzima",
    sacredNeverPublic:
      "Ubumenyi butagatifu cyangwa bw'ibanga ntibujya ahagaragara: hitamo umuryango cyangwa bigarukiye bamwe",
    notSteward: "Umuyobozi cyangwa umurinzi w'uyu muryango ni bo bonyine bashobora kubikora",
    stewardsByAdmins: "Umuyobozi wenyine ni we ufata icyemezo ku murinzi",
    alreadyMember: "Usanzwe uri muri uyu muryango cyangwa ubusabe bwawe buracyategereje",
    membershipUnknown: "Uyu muntu ntiyasabye kwinjira",
    itemUnknown: "Nta kintu nk'iki kiri mu bubiko",
    tooManyItems: "Ibintu bitarenze 12",
    makerUnknown: "Nta muhanzi ufite iyi aderesi",
    sacredNotForSale:
      "“{title}” ni ubumenyi butagatifu cyangwa bw'ibanga: ntigishobora guhuzwa n'igicuruzwa cyangwa kugurishwa",
    nonCommercialNotForSale:
      "“{title}” gifite ikirango Non-Commercial (TK cyangwa BC): umuryango wacyo ntiwemera ko kigurishwa",
  },
};
export default rw;
