import type { Member } from "@heritage/domain/protocols";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../../components/ui/dialog.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { FormAlert } from "../../shared/form-alert.tsx";
import { useDecideMembership } from "./communities-admin-api.ts";
import { COMMUNITIES_ADMIN_TEXT as t } from "./communities-admin-texts.ts";

/** Declining a request (or removing a member), with a reason the person reads on their profile. */
export function MembershipDeclineDialog({
  slug,
  member,
  open,
  onOpenChange,
}: {
  slug: string;
  member: Member;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const decide = useDecideMembership(slug);
  const [reason, setReason] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);

  async function decline() {
    setError(null);
    setFieldError(undefined);
    try {
      await decide.mutateAsync({ userId: member.user_id, decision: { decision: "decline", reason } });
      toast({ title: t.decided, tone: "success" });
      onOpenChange(false);
    } catch (caught) {
      const message = isApiError(caught) ? caught.fieldMessage("reason") : undefined;
      if (message) setFieldError(message);
      else setError((isApiError(caught) && caught.detail) || t.decideFailed);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.declineTitle(member.username)} description={t.declineNote}>
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
