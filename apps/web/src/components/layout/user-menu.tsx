import {
  ChevronDown,
  Clock,
  FolderHeart,
  Heart,
  LayoutDashboard,
  LogOut,
  Package,
  UserRound,
  XCircle,
} from "lucide-react";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useCreatorStatus } from "../../lib/creator-status.ts";
import type { Session } from "../../lib/use-session.ts";
import { sharedTexts } from "../shared-texts.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import { LogoutDialog } from "./logout-dialog.tsx";

/** Signed-in menu: the username (or 'Account'), Profile, Orders, Logout (product §2). */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const a = sharedTexts.account;
  const name = session.username || a.account;
  const creator = useCreatorStatus().data;
  const application = creator?.creator ? null : creator?.application?.status;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={triggerRef}
          className="flex min-h-11 items-center gap-2 rounded-full border border-line-strong bg-surface py-1 pr-3 pl-1 text-sm font-medium hover:border-ink data-[state=open]:border-ink"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-ink font-display text-sm font-semibold text-paper"
          >
            {name.charAt(0).toUpperCase()}
          </span>
          {/* The name is built from the visible text, so speech control can say what it sees. */}
          <span className="sr-only">{a.userMenuFor} </span>
          <bdi className="max-w-32 truncate">{name}</bdi>
          <ChevronDown aria-hidden="true" className="size-4 text-muted" />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => navigate("/profile")}>
            <UserRound aria-hidden="true" className="size-4" /> {a.profile}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/orders")}>
            <Package aria-hidden="true" className="size-4" /> {a.orders}
          </DropdownMenuItem>
          {!session.isAdmin && (
            <DropdownMenuItem onSelect={() => navigate("/wishlist")}>
              <Heart aria-hidden="true" className="size-4" /> {a.wishlist}
            </DropdownMenuItem>
          )}
          {/* A creator's own area, or the answer to their application (details on /profile). */}
          {creator?.creator && (
            <DropdownMenuItem onSelect={() => navigate("/my-content")}>
              <FolderHeart aria-hidden="true" className="size-4" /> {a.myContent}
            </DropdownMenuItem>
          )}
          {(application === "pending" || application === "declined") && (
            <DropdownMenuItem onSelect={() => navigate("/profile#creator-heading")}>
              {application === "pending" ? (
                <Clock aria-hidden="true" className="size-4" />
              ) : (
                <XCircle aria-hidden="true" className="size-4 text-ember" />
              )}
              {application === "pending" ? a.creatorPending : a.creatorDeclined}
            </DropdownMenuItem>
          )}
          {session.isAdmin && (
            <DropdownMenuItem onSelect={() => navigate("/admin/dashboard")}>
              <LayoutDashboard aria-hidden="true" className="size-4" /> {a.adminDashboard}
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirmOpen(true)} className="text-ember">
            <LogOut aria-hidden="true" className="size-4" /> {a.logout}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LogoutDialog open={confirmOpen} onOpenChange={setConfirmOpen} returnFocusTo={triggerRef} />
    </>
  );
}
