import type { Member } from "@heritage/domain/protocols";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { MemberList, MemberRow } from "../../../../components/ui/member-row.tsx";
import { ReasonDialog } from "../../../../components/ui/reason-dialog.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { formatDateIn } from "../../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../../lib/i18n/use-language.ts";
import { useDecide, useStewardMembers } from "./steward-api.ts";
import { STEWARD_TEXT as t } from "./steward-texts.ts";

/**
 * Requests to join (approve, decline with a reason) and approved members (remove, with a reason).
 * A steward approves as a member only, and leaves other stewards alone: the server refuses both to
 * anyone but an admin (decisions 162, 168), so the page does not offer them.
 */
export function StewardMembers({ slug }: { slug: string }) {
  const members = useStewardMembers(slug, true);
  if (members.isPending)
    return (
      <LoadingRegion label={t.loading}>
        <Skeleton className="h-40" />
      </LoadingRegion>
    );
  if (members.isError)
    return (
      <ErrorState
        message={t.loadFailed}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
        retryLabel={t.retry}
      />
    );
  const pending = members.data.filter((member) => member.status === "pending");
  const approved = members.data.filter((member) => member.status === "approved");
  return (
    <div className="flex flex-col gap-6">
      <Group id="steward-requests" title={t.requests} empty={t.requestsEmpty} slug={slug} people={pending} />
      <Group id="steward-members" title={t.members} empty={t.membersEmpty} slug={slug} people={approved} />
    </div>
  );
}

function Group({
  id,
  title,
  empty,
  slug,
  people,
}: {
  id: string;
  title: string;
  empty: string;
  slug: string;
  people: Member[];
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} ({people.length})
      </h2>
      <MemberList
        people={people}
        empty={empty}
        row={(member) => <StewardMemberRow slug={slug} member={member} />}
      />
    </section>
  );
}

function StewardMemberRow({ slug, member }: { slug: string; member: Member }) {
  const language = useLanguage();
  const decide = useDecide(slug);
  const [declining, setDeclining] = useState(false);
  const headingId = `steward-member-${member.user_id}`;
  const pending = member.status === "pending";
  const date = formatDateIn(new Date(member.decided_at ?? member.created_at), language, false);
  const action = pending ? t.decline : t.remove;

  async function approve() {
    try {
      await decide.mutateAsync({ userId: member.user_id, decision: { decision: "approve" } });
      toast({ title: t.decided, tone: "success" });
    } catch (caught) {
      toast({ title: (isApiError(caught) && caught.detail) || t.decideFailed, tone: "error" });
    }
  }

  return (
    <MemberRow
      member={member}
      headingId={headingId}
      roleLabel={pending ? undefined : t.roles[member.role]}
      details={<p className="text-sm text-muted">{pending ? t.askedOn(date) : t.memberSince(date)}</p>}
      actions={
        member.role === "steward" ? (
          <p className="text-sm text-muted">{t.stewardsByAdmins}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {pending && (
              <Button
                size="sm"
                className="min-h-11"
                aria-label={t.actionLabel(t.approve, member.username)}
                disabled={decide.isPending}
                onClick={() => void approve()}
              >
                {t.approve}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              className="min-h-11 text-ember"
              aria-label={t.actionLabel(action, member.username)}
              disabled={decide.isPending}
              onClick={() => setDeclining(true)}
            >
              {action}
            </Button>
          </div>
        )
      }
    >
      <ReasonDialog
        open={declining}
        onOpenChange={setDeclining}
        title={pending ? t.declineTitle(member.username) : t.removeTitle(member.username)}
        description={t.declineNote}
        texts={{
          reason: t.reason,
          cancel: t.cancel,
          confirm: pending ? t.confirmDecline : t.confirmRemove,
          pending: t.declining,
          failed: t.decideFailed,
        }}
        pending={decide.isPending}
        submit={async (reason) => {
          await decide.mutateAsync({ userId: member.user_id, decision: { decision: "decline", reason } });
          toast({ title: t.decided, tone: "success" });
        }}
      />
    </MemberRow>
  );
}
