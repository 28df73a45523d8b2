import { Bell, ChevronDown, LogOut, Menu, Search, UserRound } from "lucide-react";
import type { FormEvent } from "react";
import { LanguageSwitcher } from "../../../components/layout/language-switcher.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";
import { useLogout } from "../../../lib/use-logout.ts";
import { useSession } from "../../../lib/use-session.ts";
import { SHELL_TEXT } from "../admin-texts.ts";
import { useAdminStats } from "../dashboard/api/get-admin-stats.ts";

/**
 * product §2's top bar: 'Marketplace', a product search that filters the product list, the notification
 * badge (products out of stock and new orders awaiting confirmation, from the server) and the user menu.
 */
export function TopBar({
  onOpenMenu,
  productSearch,
  onSearchProducts,
  onOpenProducts,
  onOpenOrders,
}: {
  onOpenMenu: () => void;
  productSearch: string;
  onSearchProducts: (term: string) => void;
  onOpenProducts: () => void;
  onOpenOrders: () => void;
}) {
  const { username } = useSession();
  const { logout, pending } = useLogout();
  const stats = useAdminStats();
  const [term, setTerm] = useKeyedState(productSearch, productSearch);
  // The bell counted only products out of stock; new orders awaiting confirmation need the
  // admin's attention as much, so it counts and lists both.
  const outOfStock = stats.data?.out_of_stock_products ?? 0;
  const pendingOrders = stats.data?.pending_orders ?? 0;
  const notices = outOfStock + pendingOrders;

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearchProducts(term.trim());
  }

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/95 backdrop-blur">
      <div className="flex items-center gap-2 px-3 py-2 sm:gap-3 sm:px-6">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={SHELL_TEXT.openMenu}
          className="flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-sand md:hidden"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <p className="hidden font-display text-xl font-semibold sm:block">{SHELL_TEXT.title}</p>
        <form
          method="get"
          role="search"
          onSubmit={submit}
          className="relative ml-auto min-w-0 flex-1 sm:max-w-sm"
        >
          <label htmlFor="admin-product-search" className="sr-only">
            {SHELL_TEXT.searchLabel}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="admin-product-search"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={SHELL_TEXT.searchPlaceholder}
            className="min-h-11 w-full rounded-lg border border-line-strong bg-paper pr-3 pl-9 text-base focus-visible:border-sky"
          />
        </form>
        {/* The switcher's own inline-flex would beat `hidden` on it: a wrapper hides it under 768 px,
            where it sits in the phone menu instead. */}
        <div className="hidden shrink-0 md:block">
          <LanguageSwitcher />
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={notices ? SHELL_TEXT.notificationCount(notices) : SHELL_TEXT.notifications}
            className="relative flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-sand"
          >
            <Bell aria-hidden="true" className="size-5" />
            {notices > 0 && (
              <span
                aria-hidden="true"
                className="absolute top-1 right-1 flex min-w-5 items-center justify-center rounded-full bg-ember px-1 text-xs font-semibold text-white"
              >
                {notices > 99 ? "99+" : notices}
              </span>
            )}
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-72">
            <DropdownMenuLabel>{SHELL_TEXT.notifications}</DropdownMenuLabel>
            {pendingOrders > 0 && (
              <DropdownMenuItem onSelect={onOpenOrders}>
                {SHELL_TEXT.pendingOrdersNotice(pendingOrders)}
              </DropdownMenuItem>
            )}
            {outOfStock > 0 && (
              <DropdownMenuItem onSelect={onOpenProducts}>
                {SHELL_TEXT.outOfStockNotice(outOfStock)}
              </DropdownMenuItem>
            )}
            {notices === 0 && <p className="px-3 py-2 text-sm text-muted">{SHELL_TEXT.noNotifications}</p>}
          </DropdownMenuContent>
        </DropdownMenu>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={`${SHELL_TEXT.userMenu}: ${username ?? SHELL_TEXT.guest}`}
            className="flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-2 hover:bg-sand"
          >
            <span className="flex size-8 items-center justify-center rounded-full bg-clay-soft text-clay">
              <UserRound aria-hidden="true" className="size-4" />
            </span>
            <span className="hidden max-w-32 truncate text-sm font-medium lg:block">
              {username ?? SHELL_TEXT.guest}
            </span>
            <ChevronDown aria-hidden="true" className="hidden size-4 text-muted lg:block" />
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>{username ?? SHELL_TEXT.guest}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuItem disabled={pending} onSelect={() => void logout("/dhp/admin/login")}>
              <LogOut aria-hidden="true" className="size-4" />
              {SHELL_TEXT.logout}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
