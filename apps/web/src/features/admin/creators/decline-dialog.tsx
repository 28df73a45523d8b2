import type { CreatorApplication } from "@heritage/domain/community";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../components/ui/dialog.tsx";
import { Textarea } from "../../../components/ui/textarea.tsx";
import { isApiError } from "../../../lib/api-error.ts";
import { FormAlert } from "../shared/form-alert.tsx";
import { useDecideApplication } from "./creators-admin-api.ts";
import { CREATORS_ADMIN_TEXT } from "./creators-admin-texts.ts";

/** Declining needs a reason the applicant will read; the server refuses an empty one (400). */
export function DeclineDialog({
  application,
  open,
  onOpenChange,
}: {
  application: CreatorApplication;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = CREATORS_ADMIN_TEXT;
  const decide = useDecideApplication();
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function decline() {
    setError(null);
    setFieldError(undefined);
    try {
      await decide.mutateAsync({ id: application.id, decision: { decision: "decline", reason } });
      onOpenChange(false);
    } catch (caught) {
      const message = isApiError(caught) ? caught.fieldMessage("reason") : undefined;
      if (message) setFieldError(message);
      else setError(isApiError(caught) && caught.detail ? caught.detail : t.decideFailed);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.declineTitle(application.display_name)} description={t.declineNote}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void decline();
          }}
        >
          <FormAlert message={error} />
          <Textarea
            label={t.reason}
            rows={4}
            value={reason}
            error={fieldError}
            onChange={(event) => {
              setReason(event.target.value);
              setFieldError(undefined);
            }}
          />
          <DialogActions>
            <DialogClose asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" loading={decide.isPending} loadingText={t.declining}>
              {t.confirmDecline}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
