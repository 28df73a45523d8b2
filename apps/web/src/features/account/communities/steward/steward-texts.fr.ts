import type { Translation } from "@heritage/domain/i18n/translation";
import type { StewardTextsSource } from "./steward-texts.ts";

/** French texts of ./steward-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<StewardTextsSource> = {
  title: (name: string) => `Gardien de ${name}`,
  intro:
    "En tant que gardien, vous décidez qui rejoint votre communauté et quelles étiquettes Savoirs traditionnels et Bioculturelles portent ses éléments. Qui peut voir un élément est fixé par un administrateur.",
  back: "Retour à mon profil",
  loading: "Chargement de la communauté",
  loadFailed: "Nous n’avons pas pu charger cette communauté. Veuillez réessayer.",
  retry: "Réessayer",
  notSteward: "Vous n’êtes pas gardien de cette communauté.",
  notStewardHint:
    "Seuls ses gardiens et les administrateurs décident ici. Vos communautés sont sur votre profil.",
  unknown: "Cette communauté n’existe pas.",
  requests: "Demandes d’adhésion",
  requestsEmpty: "Personne n’attend de décision.",
  members: "Membres",
  membersEmpty: "La communauté n’a pas encore de membres.",
  askedOn: (date: string) => `Demande du ${date}`,
  memberSince: (date: string) => `Membre depuis le ${date}`,
  roles: { member: "Membre", steward: "Gardien" },
  approve: "Approuver",
  decline: "Refuser",
  remove: "Retirer",
  actionLabel: (action: string, username: string) => `${action} ${username}`,
  stewardsByAdmins: "Les gardiens sont choisis par les administrateurs.",
  decided: "Décision enregistrée",
  decideFailed: "La décision n’a pas pu être enregistrée. Veuillez réessayer.",
  declineTitle: (username: string) => `Refuser ${username}`,
  removeTitle: (username: string) => `Retirer ${username}`,
  declineNote: "La personne lit votre raison sur son profil. Elle est facultative.",
  reason: "Raison (facultative)",
  cancel: "Annuler",
  confirmDecline: "Refuser",
  confirmRemove: "Retirer",
  declining: "Enregistrement…",
  items: "Les éléments de la communauté",
  itemsIntro:
    "Les étiquettes disent aux visiteurs comment la communauté veut que ses savoirs soient utilisés. Elles figurent sur la page de chaque élément.",
  itemsEmpty: "Aucun élément du dépôt n’appartient encore à cette communauté.",
  access: { public: "Public", community: "Membres seulement", restricted: "Restreint" },
  draft: "Non publié",
  sacred: "Sacré ou secret",
  noLabels: "Aucune étiquette",
  editLabels: "Modifier les étiquettes",
  editLabelsOf: (title: string) => `Modifier les étiquettes de ${title}`,
  labelsTitle: (title: string) => `Étiquettes de ${title}`,
  labelsNote:
    "Cochez les étiquettes que votre communauté donne à cet élément. Marquer un savoir comme sacré ou secret change qui peut le voir : demandez-le à un administrateur.",
  tk: "Étiquettes Savoirs traditionnels",
  bc: "Étiquettes Bioculturelles",
  save: "Enregistrer les étiquettes",
  saving: "Enregistrement…",
  saved: "Étiquettes enregistrées",
  saveFailed: "Les étiquettes n’ont pas pu être enregistrées. Veuillez réessayer.",
  labelsLoading: "Chargement des étiquettes de l’élément",
};

export default fr;
