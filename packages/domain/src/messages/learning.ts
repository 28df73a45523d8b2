/**
 * Courses, quizzes, certificates and vocabulary (issues 16 and 17). English source; translations beside it.
 */
export const learningMessages = {
  learning: {
    answersRequired: "Send your answers to the questions.",
    answerRequired: "Answer this question.",
    answerTooLong: "An answer is at most 300 characters.",
    answerShape: "This answer does not fit the question.",
    unknownQuestion: "This quiz has no such question.",
    levelInvalid: "Level must be beginner, intermediate or advanced.",
    languageInvalid: "Language must be rw, en or fr.",
    notEnrolled: "Enrol in this course to open this lesson.",
    comingSoon: "Paid courses are coming soon; this one cannot be joined yet.",
    notComplete: "Finish every lesson and pass every quiz to receive the certificate.",
    certificateNotFound: "No certificate has this code.",
    ratingInvalid: "Rating must be 1, 2, 3 or 4.",
    wordRequired: "Choose a word.",
  },
} as const;
