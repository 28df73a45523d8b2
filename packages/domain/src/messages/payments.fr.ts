import type { Translation } from "../i18n/translation.ts";
import type { paymentsMessages } from "./payments.ts";

/** French texts of ./payments.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof paymentsMessages> = {
  payments: {
    phoneRequired: "Saisissez le numéro qui paie",
    phoneInvalid: "Saisissez un numéro mobile rwandais, par ex. 07XXXXXXXX ou +2507XXXXXXXX",
    providerInvalid: "Choisissez MTN MoMo ou Airtel Money",
    providerUnavailable:
      "Ce réseau de Mobile Money n’est pas disponible pour le moment. Choisissez un autre moyen de paiement.",
    notFound: "Paiement introuvable.",
    alreadySettled: "Ce paiement est déjà réglé ; rien n’a été modifié.",
    callbackInvalid: "Ce rappel n’est pas de ceux qu’envoie ce fournisseur.",
    amountMismatch:
      "Le fournisseur indique un autre montant ou une autre devise pour ce paiement. Il a été signalé pour vérification par la boutique.",
    providerUnreachable: "Le fournisseur de paiement n’a pas répondu. Réessayez dans un instant.",
    amountUnreadable:
      "Le fournisseur n’a pas indiqué le montant payé. Le paiement a été signalé pour vérification par la boutique.",
    notPayable: "Seule une commande en attente de paiement peut être payée.",
    holdEnded: "Le délai pour payer cette commande est écoulé : ses articles sont de nouveau en vente.",
    stillAwaiting: (phone: string) =>
      `Une demande de paiement attend encore d’être approuvée au ${phone}. Approuvez-la ou refusez-la sur ce téléphone, ou envoyez une nouvelle demande à sa place.`,
    tooManyCallbacks: "Trop de rappels depuis cette adresse. Réessayez dans une minute.",
  },
};
export default fr;
