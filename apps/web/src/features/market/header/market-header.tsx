import { Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { Brand } from "../../../components/layout/brand.tsx";
import { LanguageSwitcher } from "../../../components/layout/language-switcher.tsx";
import { PhoneMenuToggle, usePhoneMenu } from "../../../components/layout/phone-menu-toggle.tsx";
import { buttonClass } from "../../../components/ui/button.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { lazyWithTexts } from "../../../lib/i18n/relocalized.tsx";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";
import { useSession } from "../../../lib/use-session.ts";
import { marketTexts as t } from "../market-texts.ts";
import { useMarketParams } from "../use-market-params.ts";
import { AccountMenu } from "./account-menu.tsx";
import { CartButton } from "./cart-button.tsx";
import { SearchForm } from "./search-form.tsx";

// The phone menu cannot open before the app runs (its toggle is a button), so its code and texts load on
// the first tap, not with /market's first render (decision 100's budget). A tap held before hydration is
// replayed (early-events.ts) and opens it as soon as its chunk arrives.
const LazyMarketMobileMenu = lazyWithTexts(() =>
  import("./market-mobile-menu.tsx").then((m) => ({ default: m.MarketMobileMenu })),
);

/**
 * product §2's sticky market header. Under 768 px it collapses to the search box, the cart and a menu button;
 * the category picker and account links move into the menu.
 */
export function MarketHeader() {
  const session = useSession();
  const { search: activeSearch, searchCategory, openCategory } = useMarketParams();
  // The address's category until the shopper picks another (back/forward brings the address's back).
  const [category, setCategory] = useKeyedState(searchCategory, searchCategory);
  // With no search running, picking a category opens it (it used to wait for a term that never
  // came); during a search it narrows the next one, as before.
  const pickCategory = (slug: string) => {
    setCategory(slug);
    if (!activeSearch) openCategory(slug);
  };
  const menu = usePhoneMenu();
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (menu.open) setMenuWanted(true);
  }, [menu.open]);

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
        <PhoneMenuToggle
          menu={menu}
          openLabel={t.openMenu}
          closeLabel={t.closeMenu}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-line-strong bg-surface md:hidden"
        />
      </div>
      {menu.open || menuWanted ? (
        <Suspense fallback={<ClosedMenu id={menu.id} />}>
          <LazyMarketMobileMenu
            id={menu.id}
            open={menu.open}
            session={session}
            category={category}
            onCategoryChange={pickCategory}
            onClose={menu.close}
          />
        </Suspense>
      ) : (
        <ClosedMenu id={menu.id} />
      )}
    </header>
  );
}

/** The menu's place before its code has loaded: the toggle's aria-controls must name an element that exists. */
function ClosedMenu({ id }: { id: string }) {
  return <div id={id} hidden className="md:hidden" />;
}
