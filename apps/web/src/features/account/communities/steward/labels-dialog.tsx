import { LABEL_CODES, type LabelCode } from "@heritage/domain/local-contexts-labels";
import type { CommunityItem } from "@heritage/domain/protocols";
import { Controller } from "react-hook-form";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog, DialogActions, DialogClose, DialogContent } from "../../../../components/ui/dialog.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { FormAlert } from "../../../../components/ui/form-alert.tsx";
import { LabelCheckboxes } from "../../../../components/ui/label-checkboxes.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { useZodForm } from "../../../../lib/use-zod-form.ts";
import { useItemProtocol, useSaveLabels } from "./steward-api.ts";
import { STEWARD_TEXT as t } from "./steward-texts.ts";

/**
 * An item's Local Contexts labels, ticked in two groups (TK, BC) with each label's explanation. The
 * rest of the item's protocol is read first and sent back as it is: stewards change labels only, and
 * the server refuses anything else from them (decision 163).
 */
export function LabelsDialog({
  slug,
  item,
  onClose,
}: {
  slug: string;
  item: CommunityItem;
  onClose: () => void;
}) {
  const protocol = useItemProtocol(item.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t.labelsTitle(item.title)} description={t.labelsNote} size="lg">
        {protocol.isPending ? (
          <LoadingRegion label={t.labelsLoading}>
            <Skeleton className="h-64" />
          </LoadingRegion>
        ) : protocol.isError ? (
          <ErrorState
            message={(isApiError(protocol.error) && protocol.error.detail) || t.loadFailed}
            onRetry={() => void protocol.refetch()}
            retrying={protocol.isFetching}
            retryLabel={t.retry}
          />
        ) : (
          <LabelsForm slug={slug} itemId={item.id} saved={protocol.data} onSaved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LabelsForm({
  slug,
  itemId,
  saved,
  onSaved,
}: {
  slug: string;
  itemId: string;
  saved: NonNullable<ReturnType<typeof useItemProtocol>["data"]>;
  onSaved: () => void;
}) {
  const save = useSaveLabels(slug, itemId);
  // Ticked boxes cannot be wrong; the server checks the protocol, and its word shows above the form.
  const form = useZodForm<{ labels: LabelCode[] }>(null, {
    serverFields: () => null,
    defaultValues: { labels: saved.labels },
  });

  const submit = form.handleSubmit(async ({ labels }) => {
    form.setFormError(null);
    const { access, community, sacred, viewers } = saved;
    try {
      await save.mutateAsync({
        access,
        community,
        sacred,
        viewers,
        // In the published order, whatever order they were ticked in.
        labels: LABEL_CODES.filter((code) => labels.includes(code)),
      });
      toast({ title: t.saved, tone: "success" });
      onSaved();
    } catch (caught) {
      form.showServerError(caught, t.saveFailed);
    }
  });

  const group = (kind: "tk" | "bc") => (
    <fieldset className="flex flex-col">
      <legend className="text-sm font-semibold">{t[kind]}</legend>
      <Controller
        control={form.control}
        name="labels"
        render={({ field }) => (
          <LabelCheckboxes
            codes={LABEL_CODES.filter((code) => code.startsWith(`${kind}_`))}
            labels={field.value}
            setLabels={(next) => field.onChange(typeof next === "function" ? next(field.value) : next)}
          />
        )}
      />
    </fieldset>
  );

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormAlert message={form.formError} />
      <div className="max-h-[55vh] overflow-y-auto pr-1">
        {group("tk")}
        <div className="mt-3">{group("bc")}</div>
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">{t.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={save.isPending} loadingText={t.saving}>
          {t.save}
        </Button>
      </DialogActions>
    </form>
  );
}
