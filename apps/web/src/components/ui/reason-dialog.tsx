import { useZodForm } from "../../lib/use-zod-form.ts";
import { Button } from "./button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "./dialog.tsx";
import { FormAlert } from "./form-alert.tsx";
import { Textarea } from "./textarea.tsx";

export interface ReasonDialogTexts {
  reason: string;
  cancel: string;
  confirm: string;
  pending: string;
  /** Shown when the server gives no detail of its own. */
  failed: string;
}

/**
 * A refusal the person will read (a declined application or membership): an admin or a steward writes
 * the reason (shared since decision 168: the stewards' screen sits outside the admin portal),
 * the server's message about it shows at the field, any other refusal above the form.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  texts,
  pending,
  submit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  texts: ReasonDialogTexts;
  pending: boolean;
  /** Sends the reason; resolves when the server has accepted it. */
  submit: (reason: string) => Promise<void>;
}) {
  // Each caller's route checks the reason by its own rule: the server alone checks it here.
  const form = useZodForm<{ reason: string }>(null, {
    serverFields: ["reason"],
    defaultValues: { reason: "" },
  });

  const confirm = form.handleSubmit(async ({ reason }) => {
    form.setFormError(null);
    try {
      await submit(reason);
      onOpenChange(false);
    } catch (caught) {
      form.showServerError(caught, texts.failed);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        <form method="post" noValidate className="flex flex-col gap-4" onSubmit={confirm}>
          <FormAlert message={form.formError} />
          <Textarea
            label={texts.reason}
            rows={4}
            error={form.formState.errors.reason?.message}
            {...form.register("reason", { onChange: () => form.clearErrors("reason") })}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{texts.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={pending} loadingText={texts.pending}>
              {texts.confirm}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
