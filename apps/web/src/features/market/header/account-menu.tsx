import { ChevronDown, LogOut, Package, UserRound } from "lucide-react";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { LazyLogoutDialog } from "../../../components/layout/lazy-session-ui.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { useMe } from "../api/get-me.ts";
import { marketTexts as t } from "../market-texts.ts";

/** The market's user menu (SPEC §2): username, email, My Orders, Logout (confirmed, then /login). */
export function AccountMenu({ username }: { username: string | null }) {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const name = username || "Account";
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger className="flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 text-sm font-medium hover:border-ink">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-sm font-semibold text-paper"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          {/* Named by its visible text (WCAG label-in-name), with a hidden prefix for context. */}
          <span className="max-w-28 truncate">
            <span className="sr-only">User menu for </span>
            {name}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel>
            <span className="block text-sm font-semibold text-ink">{name}</span>
            {me?.email && <span className="block">{me.email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate("/profile")}>
            <UserRound aria-hidden="true" className="size-4" /> {t.profile}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/orders")}>
            <Package aria-hidden="true" className="size-4" /> {t.myOrders}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirmOpen(true)} className="text-ember">
            <LogOut aria-hidden="true" className="size-4" /> {t.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {confirmOpen && (
        <Suspense fallback={null}>
          <LazyLogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} />
        </Suspense>
      )}
    </>
  );
}
