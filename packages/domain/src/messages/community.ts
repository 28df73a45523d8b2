/** Creators, contributions and cultural protocols. English source; translations beside it. */
export const communityMessages = {
  community: {
    tooLong: "This text is too long",
    displayNameRequired: "Enter the name people will know you by (2 to 80 characters)",
    communityRequired: "Name your community",
    practiceRequired: "Say what you make, keep or study",
    statementRequired: "Write a short statement (at least 20 characters)",
    linkInvalid: "A link must start with http:// or https://",
    tooManyLinks: "At most 5 links",
    reasonRequired: "Give the applicant a reason",
    commentRequired: "Tell the creator what to change",
    applicationPending: "Your application is already waiting for a decision",
    alreadyCreator: "You are already a creator",
    applicationDecided: "This application was already decided",
    notCreator: "Only approved creators can do this",
    notEditable: "This item is waiting for review or published; it cannot be changed now",
    notSubmitted: "This item is not waiting for review",
  },
} as const;
