import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";

/**
 * The buttons under an admin form in a dialog: Cancel, locked while the form is sent, and the
 * submit with its sending text. `done` keeps the submit off once the form has said it succeeded
 * (the product and category forms close a moment later). With `onCancel` the form is on a page of
 * its own (a maker's product), not in a dialog: Cancel calls it instead of closing one.
 */
export function FormDialogActions({
  cancel,
  submit,
  sendingText,
  sending,
  done = false,
  onCancel,
}: {
  cancel: string;
  submit: string;
  sendingText: string;
  sending: boolean;
  done?: boolean;
  onCancel?: () => void;
}) {
  const cancelButton = (
    <Button variant="secondary" disabled={sending} onClick={onCancel}>
      {cancel}
    </Button>
  );
  return (
    <DialogActions>
      {onCancel ? cancelButton : <DialogClose asChild>{cancelButton}</DialogClose>}
      <Button type="submit" loading={sending} loadingText={sendingText} disabled={done}>
        {submit}
      </Button>
    </DialogActions>
  );
}
