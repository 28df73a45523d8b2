import { CheckCircle2, Info, X, XCircle } from "lucide-react";
import { Toast } from "radix-ui";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";
import { dismissToast, subscribeToasts, type ToastItem } from "./toast-store.ts";

const icons = { success: CheckCircle2, error: XCircle, info: Info } as const;
const tones = { success: "text-leaf", error: "text-ember", info: "text-sky" } as const;

export function Toaster() {
  const [items, setItems] = useState<readonly ToastItem[]>([]);
  useEffect(() => subscribeToasts(setItems), []);
  return (
    <Toast.Provider swipeDirection="right">
      {items.map((item) => {
        const Icon = icons[item.tone];
        return (
          <Toast.Root
            key={item.id}
            duration={item.duration}
            type={item.tone === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            onEscapeKeyDown={(event) => {
              // A toast opened above a dialog is Radix's top layer and took the Escape the shopper meant for
              // the dialog (after Add to Cart it needed a second Escape): close the dialog instead,
              // and let the toast time out.
              const dialogs = document.querySelectorAll<HTMLElement>(
                '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]',
              );
              const top = dialogs[dialogs.length - 1];
              if (!top) return;
              event.preventDefault();
              top.querySelector<HTMLButtonElement>("[data-dialog-close]")?.click();
            }}
            className="flex animate-slide-up items-start gap-3 rounded-lg border border-line bg-surface p-4 shadow-dialog"
          >
            <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", tones[item.tone])} />
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold text-ink">{item.title}</Toast.Title>
              {item.description && (
                <Toast.Description className="mt-0.5 text-sm text-muted">
                  {item.description}
                </Toast.Description>
              )}
            </div>
            <Toast.Close
              aria-label={sharedTexts.ui.dismiss}
              className="-m-2 flex size-9 items-center justify-center text-muted"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
