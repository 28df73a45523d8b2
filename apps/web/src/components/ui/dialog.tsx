import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, type RefObject, useRef } from "react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

/** The one modal primitive (Radix: focus trap, Escape, return focus, aria-modal). */
export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

const sizes = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

export function DialogContent({
  title,
  description,
  children,
  size = "md",
  hideClose = false,
  className,
  role,
  returnFocusTo,
}: {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: keyof typeof sizes;
  hideClose?: boolean;
  className?: string;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  /** Where focus goes on close when the dialog was opened without a Trigger (e.g. from a menu item). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  // The control that opened the dialog. Radix returns focus to a Trigger; a dialog opened by a link, a
  // card or a URL change has none, and focus fell to <body>.
  // Read as the dialog takes the focus, when the page's active element is still that control.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/50" />
      <DialogPrimitive.Content
        // Radix sets role="dialog" itself, but an explicit undefined prop would erase it.
        role={role ?? "dialog"}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const before = opener.current;
          const target =
            returnFocusTo?.current ?? (before?.isConnected && before !== document.body ? before : null);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2",
          "animate-slide-up overflow-y-auto rounded-lg bg-surface p-6 shadow-dialog",
          sizes[size],
          className,
        )}
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <DialogPrimitive.Title className="pr-8 font-display text-xl font-semibold">
          {title}
        </DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-2 text-muted">{description}</DialogPrimitive.Description>
        )}
        {children && <div className="mt-4">{children}</div>}
        {hideClose ? (
          // The toaster closes an open dialog through this when Escape reaches a toast first.
          <DialogPrimitive.Close data-dialog-close hidden />
        ) : (
          <DialogPrimitive.Close
            data-dialog-close
            aria-label={sharedTexts.ui.close}
            className="absolute top-3 right-3 flex size-11 items-center justify-center rounded-lg text-muted hover:bg-sand hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Action row at the bottom of a dialog; stacks on phones. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{children}</div>;
}
