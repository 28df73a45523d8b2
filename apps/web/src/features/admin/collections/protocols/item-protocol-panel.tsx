import { ACCESS_LEVELS } from "@heritage/domain/collections-model";
import { LABEL_CODES, type LabelCode } from "@heritage/domain/local-contexts-labels";
import type { ItemProtocolInput } from "@heritage/domain/protocols";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { LabelCheckboxes } from "../../../../components/ui/label-checkboxes.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { api } from "../../../../lib/api-client.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { PROTOCOL_TEXT as t } from "./protocol-texts.ts";

type Protocol = ItemProtocolInput & { can_set_access: boolean };
const path = (itemId: string) => `/protocols/items/${itemId}`;

/**
 * An item's access level, community, named viewers, sacred mark and Local Contexts labels (issue 16).
 * The server decides who may change what (admins everything, stewards the labels) and answers with
 * field messages, shown at their fields.
 */
export function ItemProtocolPanel({ itemId }: { itemId: string }) {
  const protocol = useQuery({
    queryKey: ["admin-item-protocol", itemId],
    queryFn: ({ signal }) => api.get<Protocol>(path(itemId), { signal }),
  });
  return (
    <section aria-labelledby="item-protocols" className="mt-6 rounded-lg border border-line p-4">
      <h3 id="item-protocols" className="font-display text-lg font-semibold">
        {t.title}
      </h3>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {protocol.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="mt-3 h-40 w-full" />
        </LoadingRegion>
      ) : protocol.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void protocol.refetch()}
          retrying={protocol.isFetching}
          retryLabel={t.retry}
        />
      ) : (
        <ProtocolForm key={protocol.dataUpdatedAt} itemId={itemId} saved={protocol.data} />
      )}
    </section>
  );
}

function ProtocolForm({ itemId, saved }: { itemId: string; saved: Protocol }) {
  const queryClient = useQueryClient();
  const [access, setAccess] = useState(saved.access);
  const [community, setCommunity] = useState(saved.community ?? "");
  const [viewers, setViewers] = useState(saved.viewers.join("\n"));
  const [sacred, setSacred] = useState(saved.sacred);
  const [labels, setLabels] = useState<LabelCode[]>(saved.labels);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: ItemProtocolInput) => api.put<Protocol>(path(itemId), input),
    onSuccess: (answer) => queryClient.setQueryData(["admin-item-protocol", itemId], answer),
  });
  const locked = !saved.can_set_access;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync({
        access,
        community: community.trim() || null,
        sacred,
        viewers: viewers
          .split("\n")
          .map((name) => name.trim())
          .filter(Boolean),
        // In the published order, whatever order they were ticked in.
        labels: LABEL_CODES.filter((code) => labels.includes(code)),
      });
      toast({ title: t.saved, tone: "success" });
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        setErrors(
          Object.fromEntries(
            Object.keys(error.fieldErrors).map((key) => [key, error.fieldMessage(key) ?? ""]),
          ),
        );
      } else {
        toast({ title: (isApiError(error) && error.detail) || t.saveFailed, tone: "error" });
      }
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      {locked && <p className="text-sm text-muted">{t.labelsOnly}</p>}
      <Select
        label={t.access}
        value={access}
        disabled={locked}
        error={errors.access}
        onChange={(event) => setAccess(event.target.value as Protocol["access"])}
        options={ACCESS_LEVELS.map((level) => ({ value: level, label: t.accessLevels[level] }))}
      />
      {access === "community" && (
        <Input
          label={t.community}
          value={community}
          disabled={locked}
          error={errors.community}
          onChange={(event) => setCommunity(event.target.value)}
        />
      )}
      {access === "restricted" && (
        <Textarea
          label={t.viewers}
          value={viewers}
          disabled={locked}
          error={errors.viewers}
          rows={3}
          onChange={(event) => setViewers(event.target.value)}
        />
      )}
      <Checkbox
        label={t.sacred}
        checked={sacred}
        disabled={locked}
        onChange={(event) => setSacred(event.target.checked)}
      />
      {errors.sacred && (
        <p className="text-sm text-ember" role="alert">
          {errors.sacred}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t.labels}</legend>
        <LabelCheckboxes labels={labels} setLabels={setLabels} />
        {errors.labels && (
          <p className="text-sm text-ember" role="alert">
            {errors.labels}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} loadingText={t.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
