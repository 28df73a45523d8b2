import { Heart, LogOut, Package, UserRound } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { LazyLogoutDialog } from "../../../components/layout/lazy-session-ui.tsx";
import { sharedTexts } from "../../../components/shared-texts.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../../components/ui/dropdown-menu.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { useMe } from "../api/get-me.ts";
import { marketDetailTexts as t } from "../market-detail-texts.ts";
import { AccountMenuFace, accountTriggerClass } from "./account-menu-face.tsx";

/**
 * The Radix user menu (product §2): username, email, My Orders, Logout (confirmed, then /login). It replaces
 * the plain button of `AccountMenu`: open at once when that button was clicked, focused when it had focus.
 */
export function AccountMenuDropdown({
  name,
  defaultOpen,
  focusTrigger,
}: {
  name: string;
  defaultOpen: boolean;
  focusTrigger: boolean;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const { data: me } = useMe();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when this replaces a focused plain button
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, []);
  return (
    <>
      <DropdownMenu defaultOpen={defaultOpen}>
        <DropdownMenuTrigger ref={triggerRef} className={accountTriggerClass}>
          <AccountMenuFace name={name} />
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
          {!session.isAdmin && (
            <DropdownMenuItem onSelect={() => navigate("/wishlist")}>
              <Heart aria-hidden="true" className="size-4" /> {sharedTexts.account.wishlist}
            </DropdownMenuItem>
          )}
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
