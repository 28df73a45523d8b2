import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "../../../components/layout/language-switcher.tsx";
import { LazyLogoutDialog } from "../../../components/layout/lazy-session-ui.tsx";
import { sharedTexts } from "../../../components/shared-texts.ts";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/select.tsx";
import type { Session } from "../../../lib/use-session.ts";
import { useMe } from "../api/get-me.ts";
import { marketDetailTexts as d } from "../market-detail-texts.ts";
import { marketTexts as t } from "../market-texts.ts";
import { useCategoryOptions } from "./search-form.tsx";

const linkClass = "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-ink hover:bg-sand";

/** The phone menu of the market header: category picker, links and account actions (product §2). */
export function MarketMobileMenu({
  id,
  open,
  session,
  category,
  onCategoryChange,
  onClose,
}: {
  id: string;
  open: boolean;
  session: Session;
  category: string;
  onCategoryChange: (slug: string) => void;
  onClose: (returnFocus: boolean) => void;
}) {
  const panelRef = useRef<HTMLDivElement>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const options = useCategoryOptions();
  const { data: me } = useMe();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>("select, a, button")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onCloseRef.current(true);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => onClose(false);
  return (
    <div id={id} ref={panelRef} hidden={!open} className="border-t border-line bg-paper md:hidden">
      <nav aria-label={d.marketMenu} className="container-page flex flex-col gap-3 py-3">
        <LanguageSwitcher className="self-start" />
        <Select
          label={t.categoryPickerLabel}
          options={options}
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
        />
        <ul className="flex flex-col gap-1">
          <li>
            <Link to="/" className={linkClass} onClick={close}>
              {t.home}
            </Link>
          </li>
          {session.isSignedIn && (
            <>
              <li className="px-3 pt-2 text-sm text-muted">
                <span className="block font-semibold text-ink">{session.username || "Account"}</span>
                {me?.email}
              </li>
              <li>
                <Link to="/profile" className={linkClass} onClick={close}>
                  {d.profile}
                </Link>
              </li>
              {!session.isAdmin && (
                <li>
                  <Link to="/market/cart" className={linkClass} onClick={close}>
                    {t.cart}
                  </Link>
                </li>
              )}
              <li>
                <Link to="/orders" className={linkClass} onClick={close}>
                  {d.myOrders}
                </Link>
              </li>
              {!session.isAdmin && (
                <li>
                  <Link to="/wishlist" className={linkClass} onClick={close}>
                    {sharedTexts.account.wishlist}
                  </Link>
                </li>
              )}
              <li>
                <button
                  type="button"
                  className={`${linkClass} w-full text-ember`}
                  onClick={() => setConfirmOpen(true)}
                >
                  {d.logout}
                </button>
              </li>
            </>
          )}
        </ul>
        {!session.isSignedIn && (
          <div className="grid grid-cols-2 gap-2 border-t border-line pt-3">
            <Link to="/login" className={buttonClass("secondary")} onClick={close}>
              {t.login}
            </Link>
            <Link to="/register" className={buttonClass("primary")} onClick={close}>
              {t.register}
            </Link>
          </div>
        )}
      </nav>
      {confirmOpen && (
        <Suspense fallback={null}>
          <LazyLogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
        </Suspense>
      )}
    </div>
  );
}
