import type { Translation } from "../i18n/translation.ts";
import type { learningMessages } from "./learning.ts";

/** French texts of ./learning.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof learningMessages> = {
  learning: {
    englishRequired: "Écrivez le texte anglais (les autres langues peuvent suivre).",
    textTooLong: "Ce texte est trop long.",
    durationRequired: "Indiquez la durée du cours (par exemple « 3 semaines »).",
    instructorRequired: "Nommez la personne qui enseigne.",
    instructorCreatorInvalid: "Choisissez l’un des créateurs approuvés, ou aucun.",
    categoryUnknown: "Choisissez l’un des thèmes de cours.",
    imageRequired: "Téléversez une image de couverture.",
    priceInvalid: "Un prix est un nombre entier de francs supérieur à 0, ou vide pour un cours gratuit.",
    minutesInvalid: "La durée est un nombre entier de 1 à 600 minutes.",
    passMarkInvalid: "Le seuil de réussite est un nombre entier de 1 à 100.",
    questionsRequired: "Ajoutez au moins une question.",
    questionIdInvalid:
      "L’identifiant d’une question compte 1 à 40 lettres, chiffres ou tirets, unique dans le quiz.",
    optionsInvalid: "Donnez 2 à 10 choix, chacun avec un texte.",
    correctInvalid: "Choisissez la ou les bonnes réponses parmi les choix.",
    pairsInvalid: "Donnez 2 à 10 paires, les deux côtés écrits et chaque côté droit différent.",
    acceptedInvalid: "Donnez au moins une réponse acceptée.",
    mediaInvalid:
      "Chaque média demande un fichier et une légende ; l’audio et la vidéo aussi une transcription.",
    orderInvalid: "Envoyez chaque leçon du module une fois, dans le nouvel ordre.",
    moduleOrderInvalid: "Envoyez chaque module du cours une fois, dans le nouvel ordre.",
    courseChanged: "Ce cours a changé depuis que vous l’avez ouvert",
    moduleChanged: "Ce module a changé depuis que vous l’avez ouvert",
    lessonChanged: "Cette leçon a changé depuis que vous l’avez ouverte",
    quizChanged: "Ce quiz a changé depuis que vous l’avez ouvert",
    versionRequired: "Envoyez la version que vous avez chargée",
    answersRequired: "Envoyez vos réponses aux questions.",
    answerRequired: "Répondez à cette question.",
    answerTooLong: "Une réponse fait au plus 300 caractères.",
    answerShape: "Cette réponse ne correspond pas à la question.",
    unknownQuestion: "Ce quiz n’a pas cette question.",
    levelInvalid: "Le niveau doit être débutant, intermédiaire ou avancé.",
    languageInvalid: "La langue doit être rw, en ou fr.",
    notEnrolled: "Inscrivez-vous à ce cours pour ouvrir cette leçon.",
    comingSoon: "Les cours payants arrivent bientôt ; celui-ci n’est pas encore ouvert.",
    noLessonsYet:
      "Ce cours n’a pas encore de leçon ; les inscriptions ouvriront à la publication de la première.",
    notComplete: "Terminez toutes les leçons et réussissez tous les quiz pour recevoir le certificat.",
    certificateNotFound: "Aucun certificat ne porte ce code.",
    ratingInvalid: "La note doit être 1, 2, 3 ou 4.",
    wordRequired: "Choisissez un mot.",
    lessonFileNotAccepted:
      "Envoyez un enregistrement (MP3, Ogg, WAV), un film (MP4, WebM) ou des sous-titres (WebVTT).",
    lessonAudioTooLarge: "Les enregistrements des leçons sont limités à 50 Mo.",
    lessonVideoTooLarge: "Les films des leçons sont limités à 200 Mo.",
    captionsSrcInvalid: "Envoyez les sous-titres ici, en fichier WebVTT.",
    quizAttemptsInvalid: "Le nombre d’essais par quiz est un nombre entier de 1 à 20.",
    noAttemptsLeft: "Vous avez utilisé tous les essais que ce cours permet pour ce quiz.",
    lessonNotRead:
      "Lisez la leçon jusqu’au bout, ou écoutez son enregistrement jusqu’à la fin, avant de la marquer comme terminée.",
  },
  certificatePdf: {
    platform: "Digital Heritage Platform",
    title: "Certificat de réussite",
    certifies: "Ce certificat atteste que",
    completed: "a terminé le cours",
    instructor: "Formateur",
    issued: "Date de délivrance",
    code: (code: string) => `Code de vérification : ${code}`,
    scan: "Scannez pour vérifier",
    verifyAt: "Vérifiez ce certificat sur",
    documentTitle: (course: string) => `Certificat de réussite : ${course}`,
  },
};
export default fr;
