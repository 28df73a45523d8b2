import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { ModerationTextsSource } from "./moderation-texts.ts";

/** French texts of ./moderation-texts.ts. */
const fr: Translation<ModerationTextsSource> = {
  intro:
    "Les avis écrits par les acheteurs. Masquez celui qui enfreint les règles ; son auteur voit votre motif.",
  filter: "Afficher",
  filters: { all: "Tous les avis", published: "Publiés", hidden: "Masqués" },
  loading: "Chargement des avis",
  loadFailed: "Les avis n'ont pas pu être chargés.",
  retry: "Réessayer",
  empty: "Aucun avis ici.",
  results: (n: number) => plural("fr", n, { one: "# avis", other: "# avis" }),
  pages: "Pages d'avis",
  product: "Produit",
  by: (author: string) => `par ${author}`,
  stars: (n: number) => `${n}/5`,
  noText: "(note seule)",
  hiddenBecause: (reason: string) => `Masqué : ${reason}`,
  hide: "Masquer",
  hideTitle: "Masquer cet avis",
  reason: "Motif (l'auteur le lit)",
  confirmHide: "Masquer l'avis",
  hiding: "Masquage...",
  publish: "Republier",
  hidden: "Avis masqué",
  published: "Avis publié",
  failed: "L'avis n'a pas pu être modifié.",
  cancel: "Annuler",
};
export default fr;
