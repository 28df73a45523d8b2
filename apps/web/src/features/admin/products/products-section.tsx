import type { Product } from "@heritage/domain/catalog";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { PRODUCT_TEXT, SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { fetchAdminProduct, useAdminProducts, useDeleteProduct } from "./api/products.ts";
import { ProductDetails } from "./product-details.tsx";
import { ProductFilterPanel } from "./product-filter-panel.tsx";
import { hasActiveFilters, type ProductFilters } from "./product-filters-state.ts";
import { ProductForm } from "./product-form.tsx";
import { ProductList } from "./product-list.tsx";

type Open = { kind: "form"; product?: Product } | { kind: "view"; product: Product } | null;

/** product §2 Product management: server-side filters and pages, the form and the details in dialogs. */
export default function ProductsSection({
  filters,
  onFiltersChange,
  editProductId = null,
  onEditOpened,
}: {
  filters: ProductFilters;
  onFiltersChange: (filters: ProductFilters) => void;
  /** A product to open in the form at once (the dashboard's low-stock links). */
  editProductId?: number | null;
  onEditOpened?: () => void;
}) {
  const [page, setPage] = useState(1);
  // New filters start again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacting to a change of filters is the point
  useEffect(() => setPage(1), [filters]);
  const products = useAdminProducts(filters, page, PAGE_SIZE);
  const remove = useDeleteProduct();
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const count = products.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE));
  const close = () => setOpen(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per requested id
  useEffect(() => {
    if (editProductId === null) return;
    let current = true;
    fetchAdminProduct(editProductId).then(
      (product) => {
        if (current) setOpen({ kind: "form", product });
        onEditOpened?.();
      },
      () => onEditOpened?.(),
    );
    return () => {
      current = false;
    };
  }, [editProductId]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: PRODUCT_TEXT.deleted, description: deleting.name, tone: "success" });
      if (products.data?.results.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      const detail = isApiError(error) && error.status === 409 ? error.detail : null;
      toast({ title: detail ?? messages.product.deleteFailed, tone: "error" });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <SectionHeader
        title={SECTION_LABELS.products}
        description={PRODUCT_TEXT.intro}
        actions={
          <Button onClick={() => setOpen({ kind: "form" })}>
            <Plus aria-hidden="true" className="size-4" />
            {PRODUCT_TEXT.add}
          </Button>
        }
      />
      <ProductFilterPanel filters={filters} onApply={onFiltersChange} />
      {products.isPending ? (
        <LoadingRegion label={PRODUCT_TEXT.loading}>
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      ) : products.isError ? (
        <ErrorState
          message={messages.market.loadFailed}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
          retryLabel={PRODUCT_TEXT.retry}
        />
      ) : products.data.results.length === 0 ? (
        <EmptyState
          title={PRODUCT_TEXT.empty}
          description={hasActiveFilters(filters) ? PRODUCT_TEXT.emptyFiltered : PRODUCT_TEXT.emptyNone}
        />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {PRODUCT_TEXT.results(count)}
          </p>
          <ProductList
            products={products.data.results}
            onView={(product) => setOpen({ kind: "view", product })}
            onEdit={(product) => setOpen({ kind: "form", product })}
            onDelete={setDeleting}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={PRODUCT_TEXT.pages}
            className="mt-6"
          />
        </>
      )}

      <Dialog open={open?.kind === "form"} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.kind === "form" && (
          <DialogContent title={open.product ? PRODUCT_TEXT.editTitle : PRODUCT_TEXT.addTitle} size="xl">
            <ProductForm product={open.product} onDone={close} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={open?.kind === "view"} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.kind === "view" && (
          <DialogContent title={PRODUCT_TEXT.viewTitle} size="xl">
            <ProductDetails product={open.product} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        title={messages.product.deleteConfirm}
        description={deleting?.name}
        confirmLabel={PRODUCT_TEXT.confirmDelete}
        pending={remove.isPending}
        pendingLabel={PRODUCT_TEXT.deleting}
        onConfirm={confirmDelete}
        destructive
      />
    </>
  );
}
