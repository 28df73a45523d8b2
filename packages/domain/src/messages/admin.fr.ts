import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { adminMessages } from "./admin.ts";

/** French texts of ./admin.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof adminMessages> = {
  customer: {
    usernameRequired: "Le nom d’utilisateur est obligatoire",
    emailRequired: "L’adresse e-mail est obligatoire",
    emailInvalid: "Saisissez une adresse e-mail valide",
    loadFailed: "Impossible de charger les clients. Réessayez plus tard.",
    deleteFailed: "Impossible de supprimer le client. Réessayez.",
    updateFailed: "Impossible de modifier le client. Réessayez.",
    deleteConfirm: "Voulez-vous vraiment supprimer ce client ?",
    cannotDeleteSelf: "Vous ne pouvez pas supprimer votre propre compte ici.",
    cannotDeleteLastAdmin: "Le dernier administrateur ne peut pas être supprimé.",
    changed: "Ce client a été modifié depuis que vous l’avez ouvert",
  },
  staleEdit: {
    versionRequired: "La version chargée est manquante. Rechargez, puis enregistrez de nouveau.",
    changedFields: "Modifié depuis que vous l’avez ouvert :",
    fieldChange: (label: string, before: string, after: string) => `${label} : ${before} → ${after}`,
    reload: "Charger les dernières valeurs",
    reloadNote: "Ce que vous avez saisi dans les champs modifiés est conservé.",
    reloaded: "Les dernières valeurs sont chargées. Vérifiez-les, puis enregistrez de nouveau.",
    empty: "(vide)",
    yes: "oui",
    no: "non",
    imageCount: (n: number) => plural("fr", n, { one: "# image", other: "# images" }),
  },
  dashboard: {
    periodInvalid: "Choisissez une période de 7 jours, 30 jours ou 12 mois",
  },
  jobs: {
    notFound: "Cette tâche de fond n’existe pas.",
    notFailed: "Seule une tâche définitivement en échec peut être relancée ; celle-ci attend ou a abouti.",
  },
};
export default fr;
