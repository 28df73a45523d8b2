import type { AdminSection } from "@heritage/domain/constants";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { BrandMark } from "../../../components/layout/brand.tsx";
import { LanguageSwitcher } from "../../../components/layout/language-switcher.tsx";
import { ImigongoBand } from "../../../components/ui/imigongo.tsx";
import { SHELL_TEXT } from "../admin-texts.ts";
import { SidebarNav } from "./sidebar-nav.tsx";

function SidebarBrand() {
  return (
    <div className="flex items-center gap-3 px-2 py-1">
      <BrandMark className="ring-1 ring-paper/30" />
      <span className="leading-tight">
        <span className="block font-display text-lg font-semibold text-paper">Digital Heritage</span>
        <span className="block text-xs text-paper/75">{SHELL_TEXT.adminPortal}</span>
      </span>
    </div>
  );
}

/** The fixed sidebar from 768 px up. */
export function DesktopSidebar(props: { active: AdminSection; onChoose: (section: AdminSection) => void }) {
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col gap-6 overflow-y-auto bg-ink p-4 md:flex">
      <SidebarBrand />
      <ImigongoBand tone="clay" className="h-2 opacity-80" />
      <SidebarNav {...props} />
    </aside>
  );
}

/**
 * Under 768 px the sidebar becomes a menu that slides in (a Radix dialog: focus trap, Escape), with the
 * language switcher at its foot.
 */
export function MobileSidebar({
  open,
  onOpenChange,
  active,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active: AdminSection;
  onChoose: (section: AdminSection) => void;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-fade-in flex-col gap-6 overflow-y-auto bg-ink p-4 md:hidden"
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title asChild>
              <div>
                <SidebarBrand />
              </div>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={SHELL_TEXT.closeMenu}
              className="flex size-11 items-center justify-center rounded-lg text-paper hover:bg-paper/10"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <SidebarNav
            active={active}
            onChoose={(section) => {
              onChoose(section);
              onOpenChange(false);
            }}
          />
          {/* The top bar has no room for the switcher under 768 px: it lives here instead. */}
          <LanguageSwitcher tone="paper" className="self-start text-paper" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
