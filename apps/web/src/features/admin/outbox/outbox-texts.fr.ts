import type { Translation } from "@heritage/domain/i18n/translation";
import type { OutboxTextsSource } from "./outbox-texts.ts";

/** French texts of ./outbox-texts.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<OutboxTextsSource> = {
  intro:
    "Les e-mails écrits par la plateforme tant qu’aucun serveur de messagerie n’est configuré, les plus récents d’abord. Ne transmettez un lien de réinitialisation qu’à son titulaire.",
  smtpNote:
    "Un serveur de messagerie (SMTP) est configuré : les e-mails partent aussitôt et ne sont pas gardés ici.",
  empty: "Aucun e-mail pour l’instant",
  emptyNote:
    "Les e-mails de réinitialisation du mot de passe apparaissent ici quand quelqu’un en demande un.",
  to: "À",
  language: "Langue",
  loadFailed: "Impossible de charger la boîte d’envoi. Réessayez.",
  retry: "Réessayer",
  loading: "Chargement des e-mails",
  pages: "Pages de la boîte d’envoi",
};
export default fr;
