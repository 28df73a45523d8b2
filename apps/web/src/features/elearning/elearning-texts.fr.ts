import type { Translation } from "@heritage/domain/i18n/translation";
import type { ElearningTextsSource } from "./elearning-texts.ts";

const fr: Translation<ElearningTextsSource> = {
  docTitle: "E-learning · Cours sur les cultures rwandaise et africaines",
  hero: {
    eyebrow: "E-learning",
    title: "Tout apprendre des cultures rwandaise et africaines",
    lead: "Des cours de langue, d’histoire, de musique, de danse et d’artisanat, enseignés par celles et ceux qui portent ces savoirs.",
    browse: "Parcourir les cours",
    join: "Devenir étudiant",
    vocabulary: "S’exercer au vocabulaire kinyarwanda",
  },
  categories: {
    title: "Catégories culturelles",
    count: (n: number) => `${n} cours`,
  },
  frequent: {
    title: "Les plus suivis",
    filtered: (name: string) => `Les plus suivis en ${name}`,
    showAll: "Afficher toutes les catégories",
    loadMore: "Charger plus de contenu",
    loadingMore: "Chargement…",
    followers: (n: string) => `${n} abonnés`,
    empty: "Aucun cours dans cette catégorie pour l’instant.",
    count: (shown: number, total: number) => `${shown} cours affichés sur ${total}`,
  },
  latest: { title: "Derniers ajouts", added: "Nouveau" },
  student: {
    title: "Devenir étudiant",
    lead: "Quatre étapes de la curiosité à votre première leçon.",
    steps: [
      {
        title: "Créez votre compte",
        text: "Inscrivez-vous avec votre nom et votre adresse e-mail : une minute suffit.",
      },
      { title: "Choisissez un cours", text: "Choisissez une catégorie ou l’un des cours les plus suivis." },
      {
        title: "Apprenez à votre rythme",
        text: "De courtes leçons avec des enregistrements, des images et des récits.",
      },
      {
        title: "Partagez ce que vous apprenez",
        text: "Participez à la communauté et transmettez le savoir.",
      },
    ],
    cta: "S’inscrire",
  },
  instructors: { title: "Enseignant du mois" },
  loadError: "Nous n’avons pas pu charger les cours. Veuillez réessayer.",
  retry: "Réessayer",
};
export default fr;
