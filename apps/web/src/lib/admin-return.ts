/**
 * Where the admin sign-in goes once it succeeds (decision 222): the portal address the guard turned away,
 * kept in the history entry's state (it survives a reload of the sign-in page, and belongs to that tab
 * only), else the dashboard.
 */
type AdminReturn = { adminReturn: string };

const PORTAL_HOME = "/admin/dashboard";

export function adminReturnState(path: string): AdminReturn {
  return { adminReturn: path };
}

export function adminReturnPath(state: unknown): string {
  const path =
    typeof state === "object" && state !== null && "adminReturn" in state ? state.adminReturn : null;
  // Only a portal address: the state is this tab's own, but the sign-in should never lead elsewhere.
  return typeof path === "string" && path.startsWith("/admin/") ? path : PORTAL_HOME;
}
