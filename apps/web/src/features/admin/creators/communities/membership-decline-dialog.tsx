import type { Member } from "@heritage/domain/protocols";
import { ReasonDialog } from "../../../../components/ui/reason-dialog.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
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
  return (
    <ReasonDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.declineTitle(member.username)}
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
        await decide.mutateAsync({ userId: member.user_id, decision: { decision: "decline", reason } });
        toast({ title: t.decided, tone: "success" });
      }}
    />
  );
}
