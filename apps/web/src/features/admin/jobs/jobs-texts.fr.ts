import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { JobsTextsSource } from "./jobs-texts.ts";

const fr: Translation<JobsTextsSource> = {
  jobs: {
    intro:
      "Le travail que le serveur fait en arrière-plan : vérifier les paiements, découper les images pour le zoom, importer les CSV. Chaque tentative échouée figure ici ; une tâche est relancée d’elle-même quelques fois, puis vous attend.",
    loading: "Chargement des échecs",
    loadFailed: "Impossible de charger les échecs. Veuillez réessayer plus tard.",
    tryAgain: "Réessayer",
    empty: "Aucun échec",
    emptyNote: "Toutes les tâches de fond se sont exécutées sans erreur.",
    listLabel: "Tentatives échouées",
    results: (n: number) => plural("fr", n, { one: "# tentative échouée", other: "# tentatives échouées" }),
    pages: "Pages des échecs",
    attempt: (n: number, of: number) => `Tentative ${n} sur ${of}`,
    failedAt: "Échec",
    error: "Erreur telle que journalisée",
    kinds: {
      "payment-reconciliation": "Vérification des paiements",
      "iiif-tiles": "Tuiles d’image (zoom)",
      "iiif-backfill": "Tuiles d’image manquantes",
      "csv-import": "Import CSV",
    },
    status: {
      queued: (when: string) => `Prochaine tentative : ${when}`,
      running: "En cours de nouvel essai",
      done: "Réussie lors d’une tentative suivante",
      failed: "Abandonnée",
    },
    retry: "Relancer",
    retryLabel: (kind: string) => `Relancer la tâche : ${kind}`,
    retried: "La tâche est de nouveau en file d’attente.",
    retryFailed: "La tâche n’a pas pu être remise en file d’attente.",
  },
};
export default fr;
