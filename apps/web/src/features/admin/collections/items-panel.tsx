import type { ItemSummary } from "@heritage/domain/collections";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { useAdminItems, useDeleteItem } from "./api/items.ts";
import { ITEM_FORM_TEXT, ITEM_LIST_TEXT, ITEM_PREVIEW_TEXT } from "./collections-texts.ts";
import { ItemEditor } from "./item-editor.tsx";
import { ItemFilterPanel, type ItemFilters, itemListQuery } from "./item-filters.tsx";
import { ItemList } from "./item-list.tsx";
import { ItemPreview } from "./item-preview.tsx";

type Open = { kind: "form"; id?: string; created?: boolean } | { kind: "preview"; item: ItemSummary } | null;

/** The items of the repository: filters and pages from the server, the form and the preview in dialogs. */
export function ItemsPanel({
  filters,
  onFiltersChange,
}: {
  filters: ItemFilters;
  onFiltersChange: (filters: ItemFilters) => void;
}) {
  const t = ITEM_LIST_TEXT;
  const [page, setPage] = useState(1);
  const items = useAdminItems(itemListQuery(filters, page, PAGE_SIZE));
  const remove = useDeleteItem();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<ItemSummary | null>(null);
  const count = items.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const filtered = Object.values(filters).some((value) => value !== "" && value !== "all");

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: t.deleted, description: deleting.title, tone: "success" });
      if (items.data?.results.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast({ title: (isApiError(error) && error.detail) || t.deleteFailed, tone: "error" });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setOpen({ kind: "form" })}>
          <Plus aria-hidden="true" className="size-4" />
          {t.add}
        </Button>
      </div>
      <ItemFilterPanel
        filters={filters}
        onApply={(next) => {
          setPage(1);
          onFiltersChange(next);
        }}
      />
      {items.isPending ? (
        <LoadingRegion label={t.loading}>
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      ) : items.isError ? (
        <ErrorState
          message={t.loadFailed}
          onRetry={() => void items.refetch()}
          retrying={items.isFetching}
          retryLabel={t.retry}
        />
      ) : items.data.results.length === 0 ? (
        <EmptyState title={t.empty} description={filtered ? t.emptyFiltered : t.emptyNone} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {t.results(count)}
          </p>
          <ItemList
            items={items.data.results}
            onPreview={(item) => setOpen({ kind: "preview", item })}
            onEdit={(item) => setOpen({ kind: "form", id: item.id })}
            onDelete={setDeleting}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={t.pages}
            className="mt-6"
          />
        </>
      )}
      <Dialog open={open?.kind === "form"} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open?.kind === "form" && (
          <DialogContent title={open.id ? ITEM_FORM_TEXT.editTitle : ITEM_FORM_TEXT.addTitle} size="xl">
            <ItemEditor
              id={open.id}
              created={open.created}
              onCreated={(id) => setOpen({ kind: "form", id, created: true })}
            />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={open?.kind === "preview"} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        {open?.kind === "preview" && (
          <DialogContent title={ITEM_PREVIEW_TEXT.title(open.item.title)} size="xl">
            <ItemPreview id={open.item.id} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={t.deleteConfirm}
        description={deleting ? t.deleteNote(deleting.title) : undefined}
        confirmLabel={t.confirmDelete}
        pending={remove.isPending}
        pendingLabel={t.deleting}
        onConfirm={() => void confirmDelete()}
        destructive
      />
    </>
  );
}
