import { plural } from "../i18n/plural.ts";
import type { Translation } from "../i18n/translation.ts";
import type { ordersMessages } from "./orders.ts";

/** French texts of ./orders.ts (same keys). How to propose a correction: docs/translations.md. */
const fr: Translation<typeof ordersMessages> = {
  orders: {
    phoneRequired: "Le numéro de téléphone est obligatoire",
    phoneInvalid: "Saisissez un numéro rwandais, par ex. 07XXXXXXXX ou +2507XXXXXXXX",
    addressRequired: "L’adresse de livraison est obligatoire",
    addressMin: "L’adresse de livraison doit contenir au moins 5 caractères",
    addressMax: "L’adresse de livraison ne peut dépasser 500 caractères",
    emptyCart: "Votre panier est vide. Ajoutez un article avant de commander.",
    linesUnavailable: "Certains articles de votre panier ne peuvent plus être commandés tels quels.",
    reason: {
      unavailable: "N’est plus disponible",
      out_of_stock: "Rupture de stock",
      insufficient_stock: (available: number) =>
        plural("fr", available, { one: "Plus que # en stock", other: "Plus que # en stock" }),
      price_changed: (price: string) => `Le prix est désormais de ${price}`,
    },
    alreadyPending: (number: string) =>
      `Vous avez déjà une commande non payée avec ces articles (${number}). Poursuivez-la, ou annulez-la pour en passer une nouvelle.`,
    holdLimitOrders: (max: number) =>
      `Vous pouvez avoir au plus ${max} commandes non payées à la fois. Payez ou annulez-en une dans Mes commandes avant de commander de nouveau.`,
    holdLimitProductUnits: (max: number, name: string) =>
      `Vous pouvez réserver au plus ${max} × ${name} dans des commandes non payées. Réduisez la quantité, ou payez ou annulez d’abord une commande.`,
    holdLimitUnits: (max: number) =>
      `Vous pouvez réserver au plus ${max} articles à la fois dans des commandes non payées. Retirez-en, ou payez ou annulez d’abord une commande.`,
    addressHoldLimit:
      "Trop de commandes non payées proviennent de votre réseau en ce moment. Réessayez plus tard, ou payez d’abord une commande.",
    existingTitle: "Vous avez déjà une commande non payée",
    existingContinue: "Poursuivre cette commande",
    existingReplace: "L’annuler et passer cette commande",
    existingView: "Voir mes commandes",
    existingReplacing: "Commande en cours…",
    status: {
      pending: "En attente",
      confirmed: "Confirmée",
      shipped: "Expédiée",
      delivered: "Livrée",
      cancelled: "Annulée",
    },
    notFound: "Commande introuvable.",
    onlyPendingCancel: "Seule une commande en attente peut être annulée.",
    paymentAwaiting:
      "Le paiement Mobile Money de cette commande attend encore le payeur : il confirmera la commande lui-même une fois payé.",
    transitionRefused: (from: string, to: string) =>
      `Une commande à l’état « ${from} » ne peut pas passer à l’état « ${to} ».`,
    statusInvalid: "Le statut doit être : en attente, confirmée, expédiée, livrée ou annulée",
    dateInvalid: "Saisissez une date au format AAAA-MM-JJ",
    placeFailed: "Impossible de passer votre commande. Réessayez.",
    loadFailed: "Impossible de charger vos commandes. Réessayez.",
    empty: "Vous n’avez encore passé aucune commande",
    emptyNote: "Vos commandes passées sur la boutique s’afficheront ici.",
    cancelConfirm: "Annuler cette commande ? Ses articles seront remis en vente.",
    cancelled: "Commande annulée.",
    cancelFailed: "Impossible d’annuler la commande. Réessayez.",
    statusChanged: (number: string, status: string) => `La commande ${number} est maintenant : ${status}.`,
    statusFailed: "Impossible de changer le statut de la commande. Réessayez.",
  },
};
export default fr;
