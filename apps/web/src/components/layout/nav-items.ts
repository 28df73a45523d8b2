import { sharedTexts } from "../shared-texts.ts";

/** product §2: the six top-navigation destinations; each goes to /{page} and is kept as ViewPage. */
export const NAV_ITEMS = [
  { page: "home", to: "/home" },
  { page: "about", to: "/about" },
  { page: "resources", to: "/resources" },
  { page: "market", to: "/market" },
  { page: "elearning", to: "/elearning" },
  { page: "involved", to: "/involved" },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

/** The item's label in the active language. */
export function navItemLabel(item: NavItem): string {
  return sharedTexts.nav[item.page];
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.page === "home") return pathname === "/" || pathname === "/home";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
