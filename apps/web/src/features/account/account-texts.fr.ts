import { plural } from "@heritage/domain/i18n/plural";
import type { Translation } from "@heritage/domain/i18n/translation";
import type { AccountTextsSource } from "./account-texts.ts";

const fr: Translation<AccountTextsSource> = {
  orders: {
    title: "Mes commandes",
    pageTitle: "Mes commandes · Digital Heritage Platform",
    intro: "Les commandes que vous avez passées dans la boutique et où elles en sont.",
    placedOn: (date: string) => `Passée le ${date}`,
    heldUntil: (date: string) =>
      `Vos articles vous sont réservés jusqu’au ${date}. La boutique confirme par WhatsApp.`,
    heldForPayment: (date: string) =>
      `Vos articles vous sont réservés jusqu’au ${date}. La commande est confirmée dès que votre paiement mobile money arrive.`,
    expired: "Annulée : non confirmée à temps, les articles ont été remis en vente.",
    cancelledByShop: "Annulée par la boutique.",
    cancelledByYou: "Vous avez annulé cette commande.",
    deliverTo: "Livrer à",
    contact: "Téléphone de contact",
    items: (n: number) => plural("fr", n, { one: "# article", other: "# articles" }),
    total: "Total",
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    cancel: "Annuler la commande",
    cancelling: "Annulation…",
    cancelTitle: "Annuler cette commande ?",
    keep: "Garder la commande",
    browse: "Parcourir la boutique",
    retry: "Réessayer",
    loading: "Chargement de vos commandes",
    adminNote:
      "Les commandes sont passées avec des comptes clients. Les administrateurs les suivent dans le portail d’administration.",
    adminLink: "Ouvrir le portail d’administration",
    pages: "Pages de commandes",
  },
  profile: {
    title: "Mon profil",
    pageTitle: "Mon profil · Digital Heritage Platform",
    intro: "Les informations de votre compte, votre mot de passe et votre compte lui-même.",
    details: "Informations du compte",
    username: "Nom d’utilisateur",
    firstName: "Prénom",
    lastName: "Nom",
    email: "E-mail",
    avatar: "Photo de profil",
    avatarHint: "PNG, JPG, WebP ou GIF, 2 Mo au maximum",
    avatarChoose: "Choisir une photo",
    avatarRemove: "Retirer la photo",
    avatarAlt: (name: string) => `Photo de profil de ${name}`,
    save: "Enregistrer les modifications",
    saving: "Enregistrement…",
    password: "Changer de mot de passe",
    currentPassword: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    newPasswordHint: "Au moins 6 caractères.",
    adminPasswordHint: "De 8 à 32 caractères.",
    changePassword: "Changer le mot de passe",
    changingPassword: "Modification…",
    danger: "Supprimer le compte",
    dangerNote:
      "Supprimer votre compte efface votre profil, votre panier et votre liste d’envies. Les commandes passées restent à la boutique, sans votre compte.",
    deleteButton: "Supprimer mon compte",
    deleteTitle: "Supprimer votre compte ?",
    deletePasswordLabel: "Votre mot de passe",
    deleting: "Suppression…",
    deleted: "Votre compte a été supprimé.",
    loadFailed: "Impossible de charger votre profil. Veuillez réessayer.",
    loading: "Chargement de votre profil",
  },
};

export default fr;
