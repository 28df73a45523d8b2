import type { Translation } from "@heritage/domain/i18n/translation";
import type { CommunitiesAdminTextsSource } from "./communities-admin-texts.ts";

const fr: Translation<CommunitiesAdminTextsSource> = {
  tab: "Communautés",
  intro:
    "Les membres d’une communauté voient les éléments qu’elle partage avec ses membres. Acceptez ou refusez chaque demande ; les gardiens peuvent trancher les demandes et poser des étiquettes sur les éléments de la communauté.",
  loading: "Chargement",
  loadFailed: "Nous n’avons pas pu charger cette liste. Veuillez réessayer.",
  none: "Aucune communauté pour l’instant. Ajoutez la première ci-dessous.",
  listLabel: "Communautés",
  counts: (pending: number, members: number, stewards: number) =>
    `${pending} en attente · ${members} ${members <= 1 ? "membre" : "membres"} · ${stewards} ${stewards <= 1 ? "gardien" : "gardiens"}`,
  manage: "Membres",
  manageLabel: (name: string) => `Membres de ${name}`,
  back: "Retour aux communautés",
  addTitle: "Ajouter une communauté",
  names: { rw: "Nom en kinyarwanda", en: "Nom en anglais", fr: "Nom en français" },
  namesHint:
    "Écrivez le nom dans une langue au moins ; chaque lecteur le voit dans la sienne quand il est donné.",
  slug: "Nom court (dans son adresse)",
  slugHint: "Lettres minuscules, chiffres et traits d’union, p. ex. potiers-de-nyakarambi",
  description: "Description (facultative)",
  add: "Ajouter la communauté",
  adding: "Ajout…",
  added: "Communauté ajoutée",
  addFailed: "La communauté n’a pas pu être ajoutée.",
  groups: { pending: "En attente", approved: "Membres", declined: "Refusées" },
  emptyGroup: {
    pending: "Personne n’attend.",
    approved: "Aucun membre pour l’instant.",
    declined: "Aucune demande refusée.",
  },
  roles: { member: "Membre", steward: "Gardien" },
  askedOn: (date: string) => `Demande du ${date}`,
  decidedOn: (date: string) => `Décidé le ${date}`,
  reasonGiven: "Motif donné",
  approve: "Accepter",
  approveSteward: "Accepter comme gardien",
  makeSteward: "Nommer gardien",
  makeMember: "Rendre simple membre",
  decline: "Refuser",
  remove: "Retirer",
  approveLabel: (action: string, username: string) => `${action} : ${username}`,
  decided: "Décision enregistrée",
  decideFailed: "La décision n’a pas pu être enregistrée. Veuillez réessayer.",
  declineTitle: (username: string) => `Refuser ${username}`,
  declineNote: "La personne lit ce motif sur son profil.",
  reason: "Motif (facultatif)",
  confirmDecline: "Refuser la demande",
  declining: "Refus…",
  cancel: "Annuler",
};
export default fr;
