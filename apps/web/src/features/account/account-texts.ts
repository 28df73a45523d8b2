import { localized } from "../../lib/i18n/localized.ts";

/**
 * The texts of /orders and /profile that docs/product.md does not fix, in English; Kinyarwanda and French
 * beside it (account-texts.rw.ts, account-texts.fr.ts). docs/product.md texts (empty orders, confirmations) come
 * from the shared messages (lib/i18n/messages.ts).
 */
const en = {
  orders: {
    title: "My Orders",
    pageTitle: "My Orders · Digital Heritage Platform",
    intro: "The orders you placed in the marketplace and where they stand.",
    placedOn: (date: string) => `Placed ${date}`,
    heldUntil: (date: string) => `Your items are held for you until ${date}. The shop confirms by WhatsApp.`,
    heldForPayment: (date: string) =>
      `Your items are held for you until ${date}. The order is confirmed as soon as your mobile-money payment arrives.`,
    expired: "Cancelled: not confirmed in time, so the items went back on sale.",
    cancelledByShop: "Cancelled by the shop.",
    cancelledByYou: "You cancelled this order.",
    deliverTo: "Deliver to",
    contact: "Contact phone",
    items: (n: number) => `${n} ${n === 1 ? "item" : "items"}`,
    total: "Total",
    quantityTimesPrice: (quantity: number, price: string) => `${quantity} × ${price}`,
    cancel: "Cancel order",
    cancelling: "Cancelling...",
    cancelTitle: "Cancel this order?",
    keep: "Keep order",
    browse: "Browse the Marketplace",
    retry: "Try Again",
    loading: "Loading your orders",
    adminNote: "Orders are placed with shopper accounts. Administrators follow them in the admin portal.",
    adminLink: "Open the admin portal",
    pages: "Order pages",
  },
  profile: {
    title: "My Profile",
    pageTitle: "My Profile · Digital Heritage Platform",
    intro: "Your account details, your password and your account itself.",
    details: "Account details",
    username: "Username",
    firstName: "First Name",
    lastName: "Last Name",
    email: "Email",
    avatar: "Profile picture",
    avatarHint: "PNG, JPG, WebP or GIF up to 2MB",
    avatarChoose: "Choose a picture",
    avatarRemove: "Remove picture",
    avatarAlt: (name: string) => `Profile picture of ${name}`,
    save: "Save Changes",
    saving: "Saving...",
    password: "Change password",
    currentPassword: "Current password",
    newPassword: "New password",
    newPasswordHint: "At least 6 characters.",
    /** An administrator's password keeps to the admin portal's rule. */
    adminPasswordHint: "8 to 32 characters.",
    changePassword: "Change Password",
    changingPassword: "Changing...",
    danger: "Delete account",
    dangerNote:
      "Deleting your account removes your profile, cart and wishlist. Orders you placed stay with the shop, without your account.",
    deleteButton: "Delete my account",
    deleteTitle: "Delete your account?",
    deletePasswordLabel: "Your password",
    deleting: "Deleting...",
    deleted: "Your account has been deleted.",
    loadFailed: "Failed to load your profile. Please try again.",
    loading: "Loading your profile",
  },
};

const texts = localized(en, {
  rw: () => import("./account-texts.rw.ts"),
  fr: () => import("./account-texts.fr.ts"),
});
export type AccountTextsSource = typeof en;
export const ordersTexts = texts.orders;
export const profileTexts = texts.profile;
