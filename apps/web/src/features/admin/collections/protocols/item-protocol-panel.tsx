import { ACCESS_LEVELS } from "@heritage/domain/collections-model";
import { LABEL_CODES } from "@heritage/domain/local-contexts-labels";
import type { ItemProtocolInput } from "@heritage/domain/protocols";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import { Button } from "../../../../components/ui/button.tsx";
import { Checkbox } from "../../../../components/ui/checkbox.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { Input } from "../../../../components/ui/input.tsx";
import { LabelCheckboxes } from "../../../../components/ui/label-checkboxes.tsx";
import { Select } from "../../../../components/ui/select.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Textarea } from "../../../../components/ui/textarea.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { api } from "../../../../lib/api-client.ts";
import { useZodForm } from "../../../../lib/use-zod-form.ts";
import { PROTOCOL_TEXT as t } from "./protocol-texts.ts";

type Protocol = ItemProtocolInput & { can_set_access: boolean };
const path = (itemId: string) => `/protocols/items/${itemId}`;

/**
 * An item's access level, community, named viewers, sacred mark and Local Contexts labels.
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

type ProtocolValues = Omit<ItemProtocolInput, "community" | "viewers"> & {
  community: string;
  /** One name a line. */
  viewers: string;
};
const FIELDS = ["access", "community", "viewers", "sacred", "labels"] as const;

function ProtocolForm({ itemId, saved }: { itemId: string; saved: Protocol }) {
  const queryClient = useQueryClient();
  // Who may change what is the server's rule; it answers with field messages.
  const form = useZodForm<ProtocolValues>(null, {
    serverFields: FIELDS,
    defaultValues: {
      access: saved.access,
      community: saved.community ?? "",
      viewers: saved.viewers.join("\n"),
      sacred: saved.sacred,
      labels: saved.labels,
    },
  });
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const save = useMutation({
    mutationFn: (input: ItemProtocolInput) => api.put<Protocol>(path(itemId), input),
    onSuccess: (answer) => queryClient.setQueryData(["admin-item-protocol", itemId], answer),
  });
  const locked = !saved.can_set_access;
  const access = form.watch("access");

  const submit = form.handleSubmit(async ({ community, viewers, labels, ...rest }) => {
    form.setFormError(null);
    try {
      await save.mutateAsync({
        ...rest,
        community: community.trim() || null,
        viewers: viewers
          .split("\n")
          .map((name) => name.trim())
          .filter(Boolean),
        // In the published order, whatever order they were ticked in.
        labels: LABEL_CODES.filter((code) => labels.includes(code)),
      });
      toast({ title: t.saved, tone: "success" });
    } catch (error) {
      form.showServerError(error, t.saveFailed);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
      <FormAlert message={form.formError} />
      {locked && <p className="text-sm text-muted">{t.labelsOnly}</p>}
      <Select
        label={t.access}
        disabled={locked}
        error={errors.access?.message}
        options={ACCESS_LEVELS.map((level) => ({ value: level, label: t.accessLevels[level] }))}
        {...field("access")}
      />
      {access === "community" && (
        <Input
          label={t.community}
          disabled={locked}
          error={errors.community?.message}
          {...field("community")}
        />
      )}
      {access === "restricted" && (
        <Textarea
          label={t.viewers}
          disabled={locked}
          error={errors.viewers?.message}
          rows={3}
          {...field("viewers")}
        />
      )}
      <Checkbox label={t.sacred} disabled={locked} {...field("sacred")} />
      {errors.sacred?.message && (
        <p className="text-sm text-ember" role="alert">
          {errors.sacred.message}
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-medium">{t.labels}</legend>
        <Controller
          control={form.control}
          name="labels"
          render={({ field: labels }) => (
            <LabelCheckboxes
              labels={labels.value}
              setLabels={(next) => labels.onChange(typeof next === "function" ? next(labels.value) : next)}
            />
          )}
        />
        {errors.labels?.message && (
          <p className="text-sm text-ember" role="alert">
            {errors.labels.message}
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
