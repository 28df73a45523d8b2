import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";

/** The texts a decline speaks in: each list (applications, a community's members) has its own. */
export type DeclineTexts = {
  declineTitle: (name: string) => string;
  declineNote: string;
  reason: string;
  cancel: string;
  confirmDecline: string;
  declining: string;
  decideFailed: string;
};

/**
 * Declining someone (a creator's application, a community membership) with a reason the person reads
 * on their profile. `decline` sends it; a failure keeps the dialog open with `decideFailed`.
 */
export function DeclineDialog({
  name,
  texts: t,
  pending,
  decline,
  open,
  onOpenChange,
}: {
  name: string;
  texts: DeclineTexts;
  pending: boolean;
  decline: (reason: string) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.declineTitle(name)}
      description={t.declineNote}
      texts={{
        reason: t.reason,
        cancel: t.cancel,
        confirm: t.confirmDecline,
        pending: t.declining,
        failed: t.decideFailed,
      }}
      pending={pending}
      submit={async (reason) => {
        await decline(reason);
      }}
    />
  );
}
