import { Menu, X } from "lucide-react";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Brand } from "../../../components/layout/brand.tsx";
import { LanguageSwitcher } from "../../../components/layout/language-switcher.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { marketTexts as t } from "../market-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import { AccountMenu } from "./account-menu.tsx";
import { CartButton } from "./cart-button.tsx";
import { MarketMobileMenu } from "./market-mobile-menu.tsx";
import { SearchForm } from "./search-form.tsx";

/**
 * product §2's sticky market header. Under 768 px it collapses to the search box, the cart and a menu button;
 * the category picker and account links move into the menu.
 */
export function MarketHeader() {
  const session = useSession();
  const { search: activeSearch, searchCategory, openCategory } = useMarketParams();
  const [category, setCategory] = useState(searchCategory);
  // With no search running, picking a category opens it (issue 23: it used to wait for a term that never
  // came); during a search it narrows the next one, as before.
  const pickCategory = (slug: string) => {
    setCategory(slug);
    if (!activeSearch) openCategory(slug);
  };
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setCategory(searchCategory), [searchCategory]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or page closes the phone menu
  useEffect(() => setMenuOpen(false), [pathname, search]);

  const shopper = !session.isAdmin;
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/90">
      <ImigongoBand className="h-1.5" tone="clay" />
      <div className="container-page flex items-center gap-2 py-2 md:gap-4">
        <Brand className="hidden shrink-0 md:flex" />
        <div className="flex min-w-0 flex-1 md:max-w-2xl md:mx-auto">
          <SearchForm category={category} onCategoryChange={pickCategory} />
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {session.isSignedIn ? (
            <Suspense fallback={<span className="block h-11 w-32" />}>
              <AccountMenu username={session.username} />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className={buttonClass("ghost", "sm", "min-h-11")}>
                {t.login}
              </Link>
              <Link to="/register" className={buttonClass("primary", "sm", "min-h-11")}>
                {t.register}
              </Link>
            </>
          )}
        </div>
        {shopper && <CartButton />}
        <button
          ref={toggleRef}
          type="button"
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface md:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? t.closeMenu : t.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      <MarketMobileMenu
        id={menuId}
        open={menuOpen}
        session={session}
        category={category}
        onCategoryChange={pickCategory}
        onClose={(returnFocus) => {
          setMenuOpen(false);
          if (returnFocus) toggleRef.current?.focus();
        }}
      />
    </header>
  );
}
