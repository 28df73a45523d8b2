import { type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { adminReturnPath, adminReturnState } from "../lib/admin-return.ts";
import { isSessionEnded, readSessionSnapshot, saveRedirectPath } from "../lib/session.ts";
import { useSession } from "../lib/use-session.ts";

/** The guards of product §2's route table. */

/**
 * /login and /register: a signed-in shopper goes home; visitors and admins see the form. Decided on
 * arrival only: after a successful sign-in the form itself chooses where to go (the saved redirectPath).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [arrival] = useState(readSessionSnapshot);
  if (arrival.token && arrival.user?.type !== "admin") return <Navigate to="/" replace />;
  return children;
}

/**
 * /market/cart: the cart for a signed-in non-admin, the marketplace for anyone else. A shopper whose
 * session just ended (a refresh failed) is sent to sign in instead, where they are told so and from
 * where they come back.
 */
export function ShopperOnly({ children, otherwise }: { children: ReactNode; otherwise: string }) {
  const { isSignedIn, isAdmin } = useSession();
  if (!isSignedIn && isSessionEnded()) return <Navigate to="/login" replace />;
  if (!isSignedIn || isAdmin) return <Navigate to={otherwise} replace />;
  return children;
}

/**
 * /admin/{section}: only admins; anyone else is sent to the admin sign-in, which comes back to this address
 * once an admin signs in (decision 222). The API refuses a non-admin whatever this guard shows.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  const { pathname, search } = useLocation();
  if (!isAdmin) {
    return <Navigate to="/dhp/admin/login" replace state={adminReturnState(`${pathname}${search}`)} />;
  }
  return children;
}

/** /dhp/admin/login: an admin who is already signed in goes to the portal (the address turned away, if any). */
export function AdminGuestOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useSession();
  const { state } = useLocation();
  if (isAdmin) return <Navigate to={adminReturnPath(state)} replace />;
  return children;
}

/**
 * /profile, /orders: signed-in users. A visitor who arrives here signs in first and comes back; someone
 * who logs out here just leaves (the logout flow chooses where to).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const signedInOnArrival = useRef(isSignedIn);
  if (!isSignedIn) return <RedirectToLogin rememberPath={!signedInOnArrival.current} />;
  return children;
}

function RedirectToLogin({ rememberPath }: { rememberPath: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (rememberPath) saveRedirectPath(`${location.pathname}${location.search}`);
    navigate("/login", { replace: true });
  }, [rememberPath, location.pathname, location.search, navigate]);
  return null;
}
