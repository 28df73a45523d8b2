import type { Translation } from "@heritage/domain/i18n/translation";
import type { PaymentTextsSource } from "./payment-texts.ts";

const fr: Translation<PaymentTextsSource> = {
  choose: {
    note: "Payez maintenant depuis votre portefeuille MTN MoMo ou Airtel Money.",
    atCheckout: "Disponible au paiement",
    network: "Réseau de Mobile Money",
    networks: { mtn: "MTN MoMo", airtel: "Airtel Money" },
    simulated: "Mode démo : aucun argent réel n’est prélevé.",
    phone: "Numéro qui paie",
    phoneHint: "Le numéro du portefeuille qui approuve le paiement, par ex. 0788 123 456.",
    pay: (amount: string) => `Payer ${amount} par Mobile Money`,
  },
  progress: {
    approve: (amount: string) => `Approuvez le paiement de ${amount} sur votre téléphone`,
    approveNote: (phone: string) =>
      `Une demande de paiement a été envoyée au ${phone}. Saisissez votre code PIN sur votre téléphone pour l’approuver.`,
    ussd: (code: string) =>
      `Aucune demande sur votre téléphone ? Composez ${code} pour voir les paiements en attente de votre approbation, et approuvez-le là.`,
    waiting: "En attente de votre approbation…",
    paidTitle: "Paiement reçu",
    paidNote: (number: string) => `Merci ! La commande ${number} est payée et confirmée.`,
    failedTitle: "Le paiement n’a pas abouti",
    expiredTitle: "La demande de paiement a expiré",
    releasedNote:
      "Aucun argent n’a été prélevé. Vos articles sont de retour dans votre panier : réessayez ou payez autrement.",
    retry: "Réessayer",
    otherWay: "Payer autrement (WhatsApp)",
    viewOrders: "Voir mes commandes",
    close: "Fermer",
    checkFailed: "Nous n’avons pas pu vérifier le paiement pour l’instant. Nous continuons d’essayer.",
    timeLeft: (clock: string) => `Temps restant pour approuver : ${clock}`,
    openUntil: (when: string) => `Cette demande reste ouverte jusqu’au ${when}.`,
    checkAgain: "Vérifier à nouveau",
    checking: "Vérification…",
    stillWaiting: "Pas encore approuvé : la demande attend toujours sur votre téléphone.",
    otherNumber: "Utiliser un autre numéro",
    otherNumberTitle: "Envoyer la demande à un autre numéro",
    otherNumberNote: "La demande en attente est retirée : n’approuvez que la nouvelle.",
    send: (amount: string) => `Envoyer une demande de ${amount}`,
    sending: "Envoi de la demande…",
    back: "Retour",
    sendFailed: "La demande n’a pas pu être envoyée. Veuillez réessayer.",
    heldNote: (number: string, when: string) =>
      `Aucun argent n’a été prélevé. La commande ${number} vous est réservée jusqu’au ${when} : réessayez, utilisez un autre numéro ou payez autrement.`,
    payNow: "Payer maintenant",
    payTitle: (number: string) => `Payer la commande ${number}`,
    payDescription:
      "Une demande de paiement est envoyée au téléphone de votre choix ; approuvez-la avec votre code PIN.",
  },
  status: {
    awaiting: "En attente de paiement",
    paid: "Payée",
    failed: "Paiement échoué",
    expired: "Paiement expiré",
  },
  history: {
    title: "Paiement",
    by: (network: string, phone: string) => `${network}, ${phone}`,
    requested: "Demandé",
    at: (status: string, when: string) => `${status} : ${when}`,
    refundDue: (amount: string, phone: string) =>
      `Votre paiement est arrivé après l’annulation de cette commande. La boutique vous remboursera ${amount} au ${phone}.`,
    replaced: "Remplacée par une nouvelle demande",
    checking: "La boutique vérifie ce paiement à la main avant de donner suite à la commande.",
  },
  admin: {
    title: "Paiements",
    provider: "Fournisseur",
    reference: "Référence",
    amount: "Montant",
    status: "Statut",
    times: "Dates",
    requested: (when: string) => `Demandé le ${when}`,
    settled: (when: string) => `Réglé le ${when}`,
    simulated: "simulateur",
    recheck: "Revérifier le statut",
    rechecking: "Vérification…",
    rechecked: "Vérifié auprès du fournisseur",
    recheckFailed: "Le fournisseur est injoignable. Réessayez plus tard.",
    flags: {
      amount_mismatch: "Le fournisseur a indiqué un autre montant : vérifiez à la main.",
      amount_unreadable: "Le fournisseur n’a pas indiqué le montant payé : vérifiez-le sur son portail.",
      paid_after_cancel: "Payé après l’annulation de la commande : remboursez à la main.",
    },
  },
  whatsapp: {
    greeting: (number: string) => `${number} - Bonjour ! Je souhaite payer ma commande :`,
    total: (amount: string) => `Total : ${amount}`,
    deliverTo: (address: string) => `Livrer à : ${address}`,
    phone: (phone: string) => `Téléphone : ${phone}`,
  },
};
export default fr;
