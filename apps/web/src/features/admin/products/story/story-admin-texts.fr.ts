import type { Translation } from "@heritage/domain/i18n/translation";
import type { StoryAdminTextsSource } from "./story-admin-texts.ts";

const fr: Translation<StoryAdminTextsSource> = {
  title: "L’histoire de cette pièce",
  intro:
    "Son artisan et les éléments du dépôt de sa tradition. Les éléments sacrés ou portant un label Non-Commercial ne peuvent pas être liés : le serveur explique pourquoi.",
  loading: "Chargement de l’histoire du produit",
  loadFailed: "L’histoire du produit n’a pas pu être chargée.",
  retry: "Réessayer",
  maker: "Artisan",
  noMaker: "Aucun artisan nommé",
  items: "Éléments du dépôt liés",
  noItems: "Aucun élément lié pour l’instant.",
  remove: (title: string) => `Délier ${title}`,
  search: "Trouver un élément à lier",
  add: (title: string) => `Lier ${title}`,
  save: "Enregistrer l’histoire",
  saving: "Enregistrement…",
  saved: "Histoire enregistrée",
  saveFailed: "L’histoire n’a pas pu être enregistrée.",
};
export default fr;
