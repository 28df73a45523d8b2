import { Button } from "../../../components/ui/button.tsx";
import { DialogActions, DialogClose } from "../../../components/ui/dialog.tsx";

/**
 * The buttons under an admin form in a dialog: Cancel, locked while the form is sent, and the
 * submit with its sending text. `done` keeps the submit off once the form has said it succeeded
 * (the product and category forms close a moment later).
 */
export function FormDialogActions({
  cancel,
  submit,
  sendingText,
  sending,
  done = false,
}: {
  cancel: string;
  submit: string;
  sendingText: string;
  sending: boolean;
  done?: boolean;
}) {
  return (
    <DialogActions>
      <DialogClose asChild>
        <Button variant="secondary" disabled={sending}>
          {cancel}
        </Button>
      </DialogClose>
      <Button type="submit" loading={sending} loadingText={sendingText} disabled={done}>
        {submit}
      </Button>
    </DialogActions>
  );
}
