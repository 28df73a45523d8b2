import { Heart, LogOut, Package, UserRound } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn.ts";
import { setViewPage } from "../../lib/session.ts";
import type { Session } from "../../lib/use-session.ts";
import { sharedTexts } from "../shared-texts.ts";
import { buttonClass } from "../ui/button.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LazyLogoutDialog } from "./lazy-session-ui.tsx";
import { isNavItemActive, NAV_ITEMS, navItemLabel } from "./nav-items.ts";

/**
 * The menu under 768 px: a disclosure panel below the bar. Escape closes it and returns focus to the
 * toggle; opening it moves focus to the first link.
 */
export function MobileMenu({
  id,
  open,
  session,
  pathname,
  onClose,
}: {
  id: string;
  open: boolean;
  session: Session;
  pathname: string;
  onClose: (returnFocus: boolean) => void;
}) {
  const a = sharedTexts.account;
  const panelRef = useRef<HTMLDivElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const logoutRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const linkClass = (active: boolean, tone = "text-ink") =>
    cn(
      "flex min-h-12 items-center rounded-lg px-3 text-base font-medium",
      active ? "bg-clay-soft text-clay-dark" : `${tone} hover:bg-sand`,
    );

  return (
    <>
      <div id={id} ref={panelRef} hidden={!open} className="border-t border-line bg-paper md:hidden">
        <nav aria-label={sharedTexts.nav.mainMenu} className="container-page py-3">
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.page}>
                  <Link
                    to={item.to}
                    onClick={() => {
                      setViewPage(item.page);
                      onClose(false);
                    }}
                    aria-current={active ? "page" : undefined}
                    className={linkClass(active)}
                  >
                    {navItemLabel(item)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className="mt-3 border-t border-line pt-3">
            <div className="mb-3 px-3">
              <LanguageSwitcher />
            </div>
            {session.isSignedIn ? (
              <>
                <p className="px-3 pb-2 text-sm text-muted">
                  {a.signedInAs} <bdi className="font-semibold text-ink">{session.username || a.account}</bdi>
                </p>
                <Link
                  to="/profile"
                  className={linkClass(pathname === "/profile")}
                  onClick={() => onClose(false)}
                >
                  <UserRound aria-hidden="true" className="mr-2 size-5" /> {a.profile}
                </Link>
                <Link
                  to="/orders"
                  className={linkClass(pathname === "/orders")}
                  onClick={() => onClose(false)}
                >
                  <Package aria-hidden="true" className="mr-2 size-5" /> {a.orders}
                </Link>
                {!session.isAdmin && (
                  <Link
                    to="/wishlist"
                    className={linkClass(pathname === "/wishlist")}
                    onClick={() => onClose(false)}
                  >
                    <Heart aria-hidden="true" className="mr-2 size-5" /> {a.wishlist}
                  </Link>
                )}
                <button
                  ref={logoutRef}
                  type="button"
                  className={cn(linkClass(false, "text-ember"), "w-full")}
                  onClick={() => setConfirmOpen(true)}
                >
                  <LogOut aria-hidden="true" className="mr-2 size-5" /> {a.logout}
                </button>
              </>
            ) : (
              <div className="grid grid-cols-2 gap-2">
                <Link to="/login" className={buttonClass("secondary")} onClick={() => onClose(false)}>
                  {sharedTexts.nav.logIn}
                </Link>
                <Link to="/register" className={buttonClass("primary")} onClick={() => onClose(false)}>
                  {sharedTexts.nav.signUp}
                </Link>
              </div>
            )}
          </div>
        </nav>
      </div>
      {confirmOpen && (
        <Suspense fallback={null}>
          <LazyLogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} returnFocusTo={logoutRef} />
        </Suspense>
      )}
    </>
  );
}
