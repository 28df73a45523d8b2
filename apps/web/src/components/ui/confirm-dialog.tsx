import type { RefObject } from "react";
import { sharedTexts } from "../shared-texts.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "./dialog.tsx";

/** A yes/no question in an accessible alert dialog, never window.confirm. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = sharedTexts.ui.cancel,
  onConfirm,
  pending = false,
  pendingLabel,
  destructive = false,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  pending?: boolean;
  pendingLabel?: string;
  destructive?: boolean;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        role="alertdialog"
        title={title}
        description={description}
        size="sm"
        hideClose
        returnFocusTo={returnFocusTo}
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">{cancelLabel}</Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "primary"}
            onClick={onConfirm}
            loading={pending}
            loadingText={pendingLabel}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  );
}
