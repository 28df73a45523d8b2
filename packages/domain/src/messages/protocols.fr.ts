import type { Translation } from "../i18n/translation.ts";
import type { protocolsMessages } from "./protocols.ts";

/** French texts of ./protocols.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof protocolsMessages> = {
  protocols: {
    tooLong: "Ce texte est trop long",
    slugInvalid: "Utilisez des minuscules, des chiffres et des tirets simples (120 caractères au plus)",
    nameRequired: "Saisissez un nom (2 à 120 caractères)",
    decisionRequired: "Choisissez d'approuver ou de refuser",
    accessInvalid: "Choisissez public, communauté ou restreint",
    communityRequired: "Choisissez la communauté dont les membres pourront le voir",
    communityUnknown: "Aucune communauté ne porte ce nom",
    communityTaken: "Une communauté utilise déjà cette adresse",
    viewerUnknown: "Aucun compte ne porte ce nom d'utilisateur",
    tooManyViewers: "100 personnes au plus",
    labelUnknown: "Ce n'est pas une étiquette Savoirs traditionnels ou Bioculturelle",
    sacredNeverPublic: "Un savoir sacré ou secret n'est jamais public : choisissez communauté ou restreint",
    notSteward: "Seul un administrateur ou un gardien de cette communauté peut le faire",
    stewardsByAdmins: "Seul un administrateur décide pour un gardien",
    alreadyMember: "Vous faites déjà partie de cette communauté ou votre demande est en attente",
    membershipUnknown: "Cette personne n'a pas demandé à rejoindre la communauté",
    itemUnknown: "Cet élément n'existe pas dans le dépôt",
    tooManyItems: "12 éléments au plus",
    makerUnknown: "Aucun créateur n'a cette adresse",
    sacredNotForSale: "« {title} » est un savoir sacré ou secret : il ne peut être lié à un produit ni vendu",
    nonCommercialNotForSale:
      "« {title} » porte une étiquette Non-Commercial (TK ou BC) : sa communauté n'en autorise pas la vente",
  },
};
export default fr;
