import { Suspense } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { setViewPage } from "../../lib/session.ts";
import { useSession } from "../../lib/use-session.ts";
import { sharedTexts } from "../shared-texts.ts";
import { buttonClass } from "../ui/button.tsx";
import { ImigongoBand } from "../ui/imigongo.tsx";
import { Brand } from "./brand.tsx";
import { LazyMobileMenu, useDeferredMenu } from "./deferred-layout.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { LazyUserMenu } from "./lazy-session-ui.tsx";
import { isNavItemActive, NAV_ITEMS, navItemLabel } from "./nav-items.ts";
import { PhoneMenuToggle, usePhoneMenu } from "./phone-menu-toggle.tsx";

export function Navbar() {
  const t = sharedTexts.nav;
  const session = useSession();
  const { pathname } = useLocation();
  const phoneMenu = usePhoneMenu();
  const menu = useDeferredMenu(phoneMenu.id);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <ImigongoBand className="h-1.5" tone="clay" />
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
        <Brand className="mr-auto lg:mr-0" />
        <nav
          aria-label={t.main}
          className="order-last hidden w-full md:block lg:order-none lg:mx-auto lg:w-auto"
        >
          <ul className="flex items-center justify-center gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <li key={item.page}>
                  <Link
                    to={item.to}
                    onClick={() => setViewPage(item.page)}
                    aria-current={active ? "page" : undefined}
                    className={cn(
                      "relative flex min-h-11 items-center rounded-lg px-3 text-sm font-medium transition-colors",
                      active ? "text-clay" : "text-ink-soft hover:bg-sand hover:text-ink",
                    )}
                  >
                    {navItemLabel(item)}
                    {active && (
                      <span
                        aria-hidden="true"
                        className="absolute inset-x-3 bottom-1 h-0.5 rounded-full bg-clay"
                      />
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <LanguageSwitcher />
          {session.isSignedIn ? (
            <Suspense fallback={<span className="block h-11 w-32" />}>
              <LazyUserMenu session={session} />
            </Suspense>
          ) : (
            <>
              <Link to="/login" className={buttonClass("ghost", "sm", "min-h-11")}>
                {t.logIn}
              </Link>
              <Link to="/register" className={buttonClass("primary", "sm", "min-h-11")}>
                {t.signUp}
              </Link>
            </>
          )}
        </div>
        <PhoneMenuToggle
          menu={phoneMenu}
          openLabel={t.openMenu}
          closeLabel={t.closeMenu}
          className="flex size-11 items-center justify-center rounded-lg border border-line-strong bg-surface md:hidden"
          onPointerEnter={menu.want}
          onFocus={menu.want}
          onClick={menu.want}
        />
      </div>
      {menu.render(
        <LazyMobileMenu
          id={phoneMenu.id}
          open={phoneMenu.open}
          session={session}
          pathname={pathname}
          onClose={phoneMenu.close}
        />,
      )}
    </header>
  );
}
