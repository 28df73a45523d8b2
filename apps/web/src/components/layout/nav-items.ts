/** SPEC §2: the six top-navigation destinations; each goes to /{page} and is kept as ViewPage. */
export const NAV_ITEMS = [
  { page: "home", label: "Home", to: "/home" },
  { page: "about", label: "About Us", to: "/about" },
  { page: "resources", label: "Resources", to: "/resources" },
  { page: "market", label: "Marketplace", to: "/market" },
  { page: "elearning", label: "E-Learning", to: "/elearning" },
  { page: "involved", label: "Get involved", to: "/involved" },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.page === "home") return pathname === "/" || pathname === "/home";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
