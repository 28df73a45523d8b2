import type { Translation } from "../i18n/translation.ts";
import type { communityMessages } from "./community.ts";

/** French texts of ./community.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof communityMessages> = {
  community: {
    tooLong: "Ce texte est trop long",
    displayNameRequired: "Indiquez le nom sous lequel on vous connaît (2 à 80 caractères)",
    communityRequired: "Indiquez votre communauté",
    practiceRequired: "Dites ce que vous fabriquez, conservez ou étudiez",
    statementRequired: "Écrivez une courte présentation (au moins 20 caractères)",
    linkInvalid: "Un lien doit commencer par http:// ou https://",
    tooManyLinks: "5 liens au plus",
    reasonRequired: "Donnez une raison à la personne",
    commentRequired: "Dites au créateur ce qu’il faut changer",
    applicationPending: "Votre candidature attend déjà une décision",
    alreadyCreator: "Vous êtes déjà créateur",
    applicationDecided: "Cette candidature a déjà été tranchée",
    notCreator: "Seuls les créateurs approuvés peuvent faire cela",
    notEditable: "Cet élément attend une relecture ou est publié ; il ne peut pas être modifié maintenant",
    notSubmitted: "Cet élément n’attend pas de relecture",
  },
};
export default fr;
