import { lazyWithTexts } from "../../lib/i18n/relocalized.tsx";
/**
 * The signed-in menu and the logout dialog pull in Radix menu/dialog code; a visitor's first page does not
 * need them, so they load on demand.
 */
export const LazyUserMenu = lazyWithTexts(() =>
  import("./user-menu.tsx").then((m) => ({ default: m.UserMenu })),
);
export const LazyLogoutDialog = lazyWithTexts(() =>
  import("./logout-dialog.tsx").then((m) => ({ default: m.LogoutDialog })),
);
