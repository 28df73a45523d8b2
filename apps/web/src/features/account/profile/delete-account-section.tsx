import { accountDeleteSchema } from "@heritage/domain/profile";
import { useState } from "react";
import { sharedTexts } from "../../../components/shared-texts.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { PasswordInput } from "../../../components/ui/password-input.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { useZodForm } from "../../../lib/use-zod-form.ts";
import { profileTexts as t } from "../account-texts.ts";
import { useDeleteAccount } from "../api/delete-account.ts";

/** Account deletion behind a confirmation that asks for the password once more. */
export function DeleteAccountSection() {
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const form = useZodForm(accountDeleteSchema, {
    serverFields: ["password"],
    defaultValues: { password: "" },
    reValidateMode: "onSubmit",
    clearErrorOnEdit: true,
  });

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      form.reset();
      form.setFormError(null);
    }
  };

  // Success (toast, home page, session ended) is handled by useDeleteAccount.
  const confirm = form.handleSubmit(async (values) => {
    form.setFormError(null);
    try {
      await remove.mutateAsync(values);
    } catch (error) {
      form.showServerError(error, messages.profile.deleteFailed);
    }
  });

  return (
    <section aria-labelledby="profile-danger" className="flex flex-col gap-3">
      <h2 id="profile-danger" className="font-display text-xl font-semibold text-ember">
        {t.danger}
      </h2>
      <p className="text-muted">{t.dangerNote}</p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t.deleteButton}
        </Button>
      </div>
      <Dialog open={open} onOpenChange={close}>
        <DialogContent
          role="alertdialog"
          title={t.deleteTitle}
          description={messages.profile.deleteConfirm}
          size="sm"
          hideClose
        >
          <form method="post" onSubmit={confirm} noValidate className="flex flex-col gap-4">
            <FormAlert message={form.formError} />
            <PasswordInput
              label={t.deletePasswordLabel}
              autoComplete="current-password"
              {...form.field("password")}
            />
            <DialogActions>
              <DialogClose asChild>
                <Button variant="secondary">{sharedTexts.ui.cancel}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" loading={remove.isPending} loadingText={t.deleting}>
                {t.deleteButton}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
