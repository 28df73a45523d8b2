import type { AdminCommunity } from "@heritage/domain/protocols";
import { useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { AddCommunityForm } from "./add-community-form.tsx";
import { useAdminCommunities } from "./communities-admin-api.ts";
import { COMMUNITIES_ADMIN_TEXT as t } from "./communities-admin-texts.ts";
import { CommunityMembers } from "./community-members.tsx";

/**
 * Communities and who belongs to them (decision 165): the list with its waiting requests counted, a
 * form to add one, and one community's requests and members to decide.
 */
export function CommunitiesPanel() {
  const list = useAdminCommunities();
  const [opened, setOpened] = useState<AdminCommunity | null>(null);
  if (opened) return <CommunityMembers community={opened} onBack={() => setOpened(null)} />;
  return (
    <div className="flex flex-col gap-6 pt-4">
      <p className="max-w-3xl text-sm text-muted">{t.intro}</p>
      {list.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-32" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={t.loadFailed} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong p-6 text-center text-muted">
          {t.none}
        </p>
      ) : (
        <ul aria-label={t.listLabel} className="grid gap-3 sm:grid-cols-2">
          {list.data.map((community) => (
            <li
              key={community.slug}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4 shadow-card"
            >
              <h2 className="font-display text-lg font-semibold break-words">{community.name}</h2>
              {community.description && (
                <p className="text-sm break-words text-muted">{community.description}</p>
              )}
              <p className="text-sm">{t.counts(community.pending, community.members, community.stewards)}</p>
              <div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t.manageLabel(community.name)}
                  onClick={() => setOpened(community)}
                >
                  {t.manage}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddCommunityForm />
    </div>
  );
}
