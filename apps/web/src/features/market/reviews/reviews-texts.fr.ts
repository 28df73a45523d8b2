import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { ReviewsTextsSource } from "./reviews-texts.ts";

/** French texts of ./reviews-texts.ts. */
const fr: Translation<ReviewsTextsSource> = {
  title: "Avis",
  count: (n: number) => plural("fr", n, { one: "# avis", other: "# avis" }),
  loading: "Chargement des avis",
  loadFailed: "Les avis n'ont pas pu être chargés.",
  retry: "Réessayer",
  none: "Pas encore d'avis.",
  sort: "Trier les avis",
  sorts: { newest: "Les plus récents", helpful: "Les plus utiles" },
  pages: "Pages d'avis",
  verified: "Achat vérifié",
  edited: "Modifié",
  stars: (n: number) => `${n} étoiles sur 5`,
  writtenIn: { rw: "Écrit en kinyarwanda", en: "Écrit en anglais", fr: "Écrit en français" },
  helpful: (n: number) => `Utile (${n})`,
  markedHelpful: (n: number) => `Vous avez trouvé cet avis utile (${n})`,
  yours: "Votre avis",
  rateIt: "Notez ce produit",
  rating: "Votre note",
  body: "Votre avis (facultatif)",
  bodyHint: "Qu'avez-vous aimé, ou pas ? 2 000 caractères au plus ; pas de HTML.",
  submit: "Publier l'avis",
  submitting: "Publication...",
  update: "Enregistrer",
  updating: "Enregistrement...",
  edit: "Modifier votre avis",
  cancel: "Annuler",
  editableUntil: (date: string) => `Vous pouvez le modifier jusqu'au ${date}.`,
  hidden: "Un modérateur a masqué votre avis. Vous seul pouvez le voir.",
  hiddenReason: (reason: string) => `Motif : ${reason}`,
  saved: "Merci ! Votre avis est publié.",
  notEligible: "Seuls les clients dont la commande de ce produit a été livrée peuvent le noter.",
};
export default fr;
