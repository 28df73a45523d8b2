import type { Translation } from "@heritage/domain/i18n/translation";
import type { MuseumTextsSource } from "./museum-texts.ts";

const fr: Translation<MuseumTextsSource> = {
  category: "Catégorie",
  noCategory: "Aucune catégorie",
  categories: {
    Historical: "Historique",
    Cultural: "Culturel",
    History: "Histoire",
    Memorial: "Mémorial",
    Art: "Art",
  },
  hours: "Heures d’ouverture",
  hoursHint: "Telles que les visiteurs les lisent, p. ex. 8 h - 17 h, tous les jours.",
  longDescription: "À propos du musée (texte long)",
  cover: "Image de couverture",
  chooseCover: "Choisir une image",
  changeCover: "Changer l’image",
  removeCover: "Retirer l’image",
  coverHint: "PNG, JPEG, WebP ou GIF. Elle est enregistrée en WebP.",
  coverChosen: "L’image de couverture choisie",
  noCover: "Pas encore d’image de couverture",
  uploadingCover: "Envoi...",
  coverFailed: "L’image n’a pas pu être envoyée. Veuillez réessayer.",
  exhibitions: "Expositions virtuelles",
  exhibitionsNote: "Visites, expériences et expositions, dans l’ordre où les visiteurs les voient.",
  noExhibitions: "Pas encore d’exposition.",
  exhibition: (n: number) => `Exposition ${n}`,
  addExhibition: "Ajouter une exposition",
  removeExhibition: (n: number) => `Retirer l’exposition ${n}`,
  moveUp: (n: number) => `Monter l’exposition ${n}`,
  moveDown: (n: number) => `Descendre l’exposition ${n}`,
  exhibitionTitle: "Titre",
  exhibitionDescription: "Description",
  duration: "Durée",
  durationHint: "p. ex. 45 min",
  type: "Type",
  chooseType: "Choisir un type",
  types: { tour: "Visite", experience: "Expérience", exhibition: "Exposition" },
  featured: "À la une",
};

export default fr;
