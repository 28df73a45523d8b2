import { type ReactNode, useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { saveRedirectPath } from "../lib/session.ts";
import { useSession } from "../lib/use-session.ts";

/**
 * The guards of SPEC §2's route table. They read the session on every render (useSession), so signing in
 * or out on a guarded page moves the user at once.
 */

/** /login and /register: a signed-in shopper goes home; visitors and admins see the form. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isSignedIn, isAdmin } = useSession();
  if (isSignedIn && !isAdmin) return <Navigate to="/" replace />;
  return children;
}

/** /market/cart: the cart for a signed-in non-admin, the marketplace for anyone else. */
export function ShopperOnly({ children, otherwise }: { children: ReactNode; otherwise: string }) {
  const { isSignedIn, isAdmin } = useSession();
  if (!isSignedIn || isAdmin) return <Navigate to={otherwise} replace />;
  return children;
}

/** /admin/dashboard: only admins; anyone else is sent to the admin sign-in. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to="/dhp/admin/login" replace />;
  return children;
}

/** /dhp/admin/login: an admin who is already signed in goes to the dashboard. */
export function AdminGuestOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  if (isAdmin) return <Navigate to="/admin/dashboard" replace />;
  return children;
}

/** /profile, /orders: signed-in users; a visitor signs in first and comes back here. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  if (!isSignedIn) return <RedirectToLogin />;
  return children;
}

function RedirectToLogin() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    saveRedirectPath(`${location.pathname}${location.search}`);
    navigate("/login", { replace: true });
  }, [location.pathname, location.search, navigate]);
  return null;
}
