import {
  type AdminCommunity,
  MEMBERSHIP_STATUSES,
  type Member,
  type MembershipStatus,
} from "@heritage/domain/protocols";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { MemberList, MemberRow } from "../../../../components/ui/member-row.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { formatDateIn } from "../../../../lib/i18n/dates.ts";
import { useLanguage } from "../../../../lib/i18n/use-language.ts";
import { DeclineDialog } from "../decline-dialog.tsx";
import { useDecideMembership, useMembers } from "./communities-admin-api.ts";
import { COMMUNITIES_ADMIN_TEXT as t } from "./communities-admin-texts.ts";

/** One community's people in three groups: waiting first (what the admin came for), members, declined. */
export function CommunityMembers({ community, onBack }: { community: AdminCommunity; onBack: () => void }) {
  const members = useMembers(community.slug);
  return (
    <div className="flex flex-col gap-4 pt-4">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t.back}
        </Button>
      </div>
      <h2 className="font-display text-xl font-semibold break-words">{t.manageLabel(community.name)}</h2>
      {members.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-40" />
        </LoadingRegion>
      ) : members.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void members.refetch()}
          retrying={members.isFetching}
        />
      ) : (
        // pending, approved, declined: the requests waiting come first.
        MEMBERSHIP_STATUSES.map((status) => (
          <MemberGroup
            key={status}
            slug={community.slug}
            status={status}
            people={members.data.filter((member) => member.status === status)}
          />
        ))
      )}
    </div>
  );
}

function MemberGroup({ slug, status, people }: { slug: string; status: MembershipStatus; people: Member[] }) {
  const headingId = `members-${status}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold">
        {t.groups[status]} ({people.length})
      </h3>
      <MemberList
        people={people}
        empty={t.emptyGroup[status]}
        row={(member) => <AdminMemberRow slug={slug} member={member} />}
      />
    </section>
  );
}

function AdminMemberRow({ slug, member }: { slug: string; member: Member }) {
  const language = useLanguage();
  const decide = useDecideMembership(slug);
  // The dialog's call has its own state: a decline under way leaves the row's buttons as they are.
  const declineCall = useDecideMembership(slug);
  const [declining, setDeclining] = useState(false);
  const headingId = `member-${slug}-${member.user_id}`;
  const date = (iso: string) => formatDateIn(new Date(iso), language, false);

  async function approve(role: "member" | "steward") {
    try {
      await decide.mutateAsync({ userId: member.user_id, decision: { decision: "approve", role } });
      toast({ title: t.decided, tone: "success" });
    } catch (caught) {
      toast({ title: (isApiError(caught) && caught.detail) || t.decideFailed, tone: "error" });
    }
  }

  const action = (
    label: string,
    role: "member" | "steward",
    variant: "primary" | "secondary" = "secondary",
  ) => (
    <Button
      size="sm"
      variant={variant}
      aria-label={t.approveLabel(label, member.username)}
      disabled={decide.isPending}
      onClick={() => void approve(role)}
    >
      {label}
    </Button>
  );

  return (
    <MemberRow
      member={member}
      headingId={headingId}
      heading="h4"
      className="bg-surface"
      roleLabel={member.status === "approved" ? t.roles[member.role] : undefined}
      details={
        <>
          <p className="text-sm text-muted">
            {member.decided_at ? t.decidedOn(date(member.decided_at)) : t.askedOn(date(member.created_at))}
          </p>
          {member.status === "declined" && member.reason && (
            <p className="text-sm break-words">
              <span className="font-medium">{t.reasonGiven}: </span>
              {member.reason}
            </p>
          )}
        </>
      }
      actions={
        <div className="flex flex-wrap gap-2">
          {member.status === "pending" && (
            <>
              {action(t.approve, "member", "primary")}
              {action(t.approveSteward, "steward")}
            </>
          )}
          {member.status === "approved" &&
            (member.role === "member" ? action(t.makeSteward, "steward") : action(t.makeMember, "member"))}
          {member.status === "declined" && action(t.approve, "member")}
          {member.status !== "declined" && (
            <Button
              size="sm"
              variant="ghost"
              className="text-ember"
              aria-label={t.approveLabel(member.status === "pending" ? t.decline : t.remove, member.username)}
              disabled={decide.isPending}
              onClick={() => setDeclining(true)}
            >
              {member.status === "pending" ? t.decline : t.remove}
            </Button>
          )}
        </div>
      }
    >
      <DeclineDialog
        name={member.username}
        texts={t}
        pending={declineCall.isPending}
        decline={async (reason) => {
          await declineCall.mutateAsync({
            userId: member.user_id,
            decision: { decision: "decline", reason },
          });
          toast({ title: t.decided, tone: "success" });
        }}
        open={declining}
        onOpenChange={setDeclining}
      />
    </MemberRow>
  );
}
