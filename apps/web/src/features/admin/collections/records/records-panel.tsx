import type { Collection, Institution } from "@heritage/domain/collections-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../../components/ui/skeleton.tsx";
import { toast } from "../../../../components/ui/toast-store.ts";
import { isApiError } from "../../../../lib/api-error.ts";
import { ResponsiveTable } from "../../shared/responsive-table.tsx";
import { RowActions } from "../../shared/row-actions.tsx";
import {
  collectionAsWritten,
  institutionAsWritten,
  useAdminCollections,
  useAdminInstitutions,
  useCollectionMutations,
  useInstitutionMutations,
} from "../api/records.ts";
import { RECORD_TEXT } from "../records-texts.ts";
import { RecordForm } from "./record-form.tsx";
import type { RecordKind } from "./record-values.ts";

type AnyRecord = Collection | Institution;
const nameOf = (record: AnyRecord) => ("title" in record ? record.title : record.name);

/**
 * The collections or the institutions: a list with what each holds, add and edit in a dialog, delete
 * with a confirmation. The server refuses to delete a record that still holds others (409): its
 * message is shown as it is.
 */
function RecordsPanel({ kind }: { kind: RecordKind }) {
  const t = RECORD_TEXT;
  const collection = kind === "collection";
  const collections = useAdminCollections();
  const institutions = useAdminInstitutions();
  const collectionWrites = useCollectionMutations();
  const institutionWrites = useInstitutionMutations();
  const list = collection ? collections : institutions;
  const mutations = collection ? collectionWrites : institutionWrites;
  const [open, setOpen] = useState<{ record?: AnyRecord } | null>(null);
  const [deleting, setDeleting] = useState<AnyRecord | null>(null);
  const [loadingEdit, setLoadingEdit] = useState(false);

  async function edit(record: AnyRecord) {
    setLoadingEdit(true);
    try {
      const written = collection
        ? await collectionAsWritten(record as Collection)
        : await institutionAsWritten(record as Institution);
      setOpen({ record: written });
    } catch {
      toast({ title: t.loadFailed, tone: "error" });
    } finally {
      setLoadingEdit(false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await mutations.remove.mutateAsync(deleting.id);
      toast({ title: t.deleted, description: nameOf(deleting), tone: "success" });
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.deleteFailed, tone: "error" });
    } finally {
      setDeleting(null);
    }
  }

  const holds = (record: AnyRecord) =>
    "kind" in record
      ? `${t.kinds[record.kind]} · ${t.collections(record.collection_count)} · ${t.items(record.item_count)}`
      : `${record.institution.name} · ${t.items(record.item_count)}`;
  const status = (record: AnyRecord) =>
    "published" in record ? (
      <Badge tone={record.published ? "leaf" : "neutral"}>{record.published ? t.published : t.draft}</Badge>
    ) : null;
  const actions = (record: AnyRecord) => (
    <RowActions
      edit={{ label: t.edit(nameOf(record)), onClick: () => void edit(record) }}
      remove={{ label: t.remove(nameOf(record)), onClick: () => setDeleting(record) }}
    />
  );

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setOpen({})} disabled={loadingEdit}>
          <Plus aria-hidden="true" className="size-4" />
          {collection ? t.addCollection : t.addInstitution}
        </Button>
      </div>
      {list.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-72 w-full" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
          retryLabel={t.retry}
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={collection ? t.emptyCollections : t.emptyInstitutions} description={t.emptyNote} />
      ) : (
        <ResponsiveTable<AnyRecord>
          label={collection ? t.collectionsLabel : t.institutionsLabel}
          columns={[
            { heading: collection ? t.title : t.name },
            { heading: t.holds },
            { heading: t.status },
            { heading: t.actions, alignRight: true },
          ]}
          items={list.data as AnyRecord[]}
          card={(record) => (
            <>
              <p className="font-semibold" lang={record.language}>
                {nameOf(record)}
              </p>
              <p className="text-sm text-muted">{holds(record)}</p>
              <div className="mt-2 flex items-center justify-between gap-2">
                {status(record) ?? <span />}
                {actions(record)}
              </div>
            </>
          )}
          row={(record) => (
            <>
              <th scope="row" className="px-3 py-2 font-semibold" lang={record.language}>
                {nameOf(record)}
              </th>
              <td className="px-3 py-2 text-muted">{holds(record)}</td>
              <td className="px-3 py-2">{status(record)}</td>
              <td className="px-3 py-2">{actions(record)}</td>
            </>
          )}
        />
      )}
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open && (
          <DialogContent
            title={
              collection
                ? open.record
                  ? t.editCollection
                  : t.collectionTitle
                : open.record
                  ? t.editInstitution
                  : t.institutionTitle
            }
            size="lg"
          >
            <RecordForm kind={kind} record={open.record} onDone={() => setOpen(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={collection ? t.deleteCollection : t.deleteInstitution}
        description={deleting ? nameOf(deleting) : undefined}
        confirmLabel={t.confirmDelete}
        pending={mutations.remove.isPending}
        pendingLabel={t.deleting}
        onConfirm={() => void confirmDelete()}
        destructive
      />
    </>
  );
}

export const CollectionsPanel = () => <RecordsPanel kind="collection" />;
export const InstitutionsPanel = () => <RecordsPanel kind="institution" />;
