import { type LucideIcon, Menu, X } from "lucide-react";
import { type ComponentProps, useId, useRef } from "react";
import { useLocation } from "react-router";
import { useKeyedState } from "../../lib/use-keyed-state.ts";

/**
 * A header's phone menu: open or closed, closed again by a new page or search, and closed with the
 * focus back on its toggle when the menu asks (Escape, a link followed by keyboard).
 */
export function usePhoneMenu() {
  const { pathname, search } = useLocation();
  // A new page or search closes the menu.
  const [open, setOpen] = useKeyedState(`${pathname}${search}`, false);
  const id = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = (returnFocus?: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };
  return { open, setOpen, id, toggleRef, close };
}

export type PhoneMenu = ReturnType<typeof usePhoneMenu>;

/** The button that opens and closes a phone menu: its state, the menu it controls and its name. */
export function PhoneMenuToggle({
  menu,
  openLabel,
  closeLabel,
  icon: Icon = Menu,
  onClick,
  ...props
}: {
  menu: PhoneMenu;
  openLabel: string;
  closeLabel: string;
  /** What the closed menu's button shows (a burger unless said otherwise). */
  icon?: LucideIcon;
} & Omit<ComponentProps<"button">, "type" | "aria-expanded" | "aria-controls" | "aria-label">) {
  return (
    <button
      {...props}
      ref={menu.toggleRef}
      type="button"
      aria-expanded={menu.open}
      aria-controls={menu.id}
      aria-label={menu.open ? closeLabel : openLabel}
      onClick={(event) => {
        onClick?.(event);
        menu.setOpen((open) => !open);
      }}
    >
      {menu.open ? (
        <X aria-hidden="true" className="size-5" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
