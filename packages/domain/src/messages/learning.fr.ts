import type { Translation } from "../i18n/translation.ts";
import type { learningMessages } from "./learning.ts";

/** French texts of ./learning.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof learningMessages> = {
  learning: {
    answersRequired: "Envoyez vos réponses aux questions.",
    answerRequired: "Répondez à cette question.",
    answerTooLong: "Une réponse fait au plus 300 caractères.",
    answerShape: "Cette réponse ne correspond pas à la question.",
    unknownQuestion: "Ce quiz n’a pas cette question.",
    levelInvalid: "Le niveau doit être débutant, intermédiaire ou avancé.",
    languageInvalid: "La langue doit être rw, en ou fr.",
    notEnrolled: "Inscrivez-vous à ce cours pour ouvrir cette leçon.",
    comingSoon: "Les cours payants arrivent bientôt ; celui-ci n’est pas encore ouvert.",
    notComplete: "Terminez toutes les leçons et réussissez tous les quiz pour recevoir le certificat.",
    certificateNotFound: "Aucun certificat ne porte ce code.",
    ratingInvalid: "La note doit être 1, 2, 3 ou 4.",
    wordRequired: "Choisissez un mot.",
  },
};
export default fr;
