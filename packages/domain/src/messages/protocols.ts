/** Cultural protocols and listings that carry their story (decisions 162-164). */
export const protocolsMessages = {
  protocols: {
    tooLong: "This text is too long",
    slugInvalid: "Use lowercase letters, digits and single hyphens (at most 120 characters)",
    nameRequired: "Enter a name (2 to 120 characters)",
    decisionRequired: "Choose approve or decline",
    accessInvalid: "Choose public, community or restricted",
    communityRequired: "Choose the community whose members may see it",
    communityUnknown: "There is no community with this name",
    communityTaken: "A community with this address already exists",
    viewerUnknown: "There is no account with this username",
    tooManyViewers: "At most 100 people",
    labelUnknown: "This is not a Traditional Knowledge or Biocultural label",
    sacredNeverPublic: "Sacred or secret knowledge is never public: choose community or restricted",
    notSteward: "Only an admin or a steward of this community can do this",
    stewardsByAdmins: "Only an admin decides about a steward",
    alreadyMember: "You already belong to this community or your request is waiting",
    membershipUnknown: "This person has not asked to join",
    itemUnknown: "There is no such repository item",
    tooManyItems: "At most 12 items",
    makerUnknown: "There is no creator with this address",
    sacredNotForSale: "“{title}” is sacred or secret knowledge: it cannot be linked to a product or sold",
    nonCommercialNotForSale:
      "“{title}” carries a Non-Commercial label (TK or BC): its community does not allow it to be sold",
  },
} as const;
