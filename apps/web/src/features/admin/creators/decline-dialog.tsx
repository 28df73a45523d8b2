import type { CreatorApplication } from "@heritage/domain/community";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
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
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.declineTitle(application.display_name)}
      description={t.declineNote}
      texts={{
        reason: t.reason,
        cancel: t.cancel,
        confirm: t.confirmDecline,
        pending: t.declining,
        failed: t.decideFailed,
      }}
      pending={decide.isPending}
      submit={async (reason) => {
        await decide.mutateAsync({ id: application.id, decision: { decision: "decline", reason } });
      }}
    />
  );
}
