import type { AdminCommunity } from "@heritage/domain/protocols";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { FormAlert } from "../../shared/form-alert.tsx";
import { useAddCommunity, useAdminCommunities } from "./communities-admin-api.ts";
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

function AddCommunityForm() {
  const add = useAddCommunity();
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setError(null);
    try {
      await add.mutateAsync({ name, slug, description });
      setName("");
      setSlug("");
      setDescription("");
      toast({ title: t.added, tone: "success" });
    } catch (caught) {
      if (isApiError(caught) && Object.keys(caught.fieldErrors).length > 0)
        setErrors({
          name: caught.fieldMessage("name"),
          slug: caught.fieldMessage("slug"),
          description: caught.fieldMessage("description"),
        });
      else setError((isApiError(caught) && caught.detail) || t.addFailed);
    }
  }

  return (
    <section aria-labelledby="add-community" className="rounded-lg border border-line p-4">
      <h2 id="add-community" className="font-display text-lg font-semibold">
        {t.addTitle}
      </h2>
      <form noValidate onSubmit={submit} className="mt-3 flex max-w-xl flex-col gap-3">
        <FormAlert message={error} />
        <Input label={t.name} value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
        <Input
          label={t.slug}
          hint={t.slugHint}
          value={slug}
          error={errors.slug}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setSlug(e.target.value)}
        />
        <Textarea
          label={t.description}
          rows={2}
          value={description}
          error={errors.description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div>
          <Button type="submit" loading={add.isPending} loadingText={t.adding}>
            {t.add}
          </Button>
        </div>
      </form>
    </section>
  );
}
