import type { AdminSection } from "@heritage/domain/constants";
import { isAdminSection } from "./sections.ts";

/**
 * Where the admin is in the portal (decision 222): a section, and for Orders the one order whose detail
 * is open. The address bar holds it, so Back, Forward, a reload, a bookmark and a shared link all agree.
 */
export type AdminAddress = { section: AdminSection; order: string | null };

const PORTAL = "/admin";

/** The address of a section (its English id is its slug), or of one order's detail in Orders. */
export function addressOf(section: AdminSection, order: string | null = null): string {
  const path = `${PORTAL}/${section}`;
  return section === "orders" && order ? `${path}/${encodeURIComponent(order)}` : path;
}

/** The section an address names, or null when it names none (an unknown slug, a detail no section has). */
export function readAddress(pathname: string): AdminAddress | null {
  const [root, slug, detail, ...rest] = pathname.replace(/\/+$/, "").split("/").slice(1);
  if (`/${root}` !== PORTAL || !isAdminSection(slug) || rest.length > 0) return null;
  if (detail === undefined) return { section: slug, order: null };
  if (slug !== "orders" || detail === "") return null;
  try {
    return { section: slug, order: decodeURIComponent(detail) };
  } catch {
    return null;
  }
}
