import type { Category } from "@heritage/domain/catalog";
import { PAGE_SIZE } from "@heritage/domain/constants";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { messages } from "../../../lib/i18n/messages.ts";
import { CATEGORY_TEXT, SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { useCategories } from "./api/categories.ts";
import { CategoryDetails } from "./category-details.tsx";
import { CategoryForm } from "./category-form.tsx";
import { CategoryList } from "./category-list.tsx";

type Open = { kind: "form"; category?: Category } | { kind: "details"; category: Category } | null;

/** product §2 Category admin: the list in pages of 8, the add/edit form and the details in dialogs. */
export default function CategoriesSection() {
  const categories = useCategories();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const all = categories.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / PAGE_SIZE));
  // After a delete the last page may be gone.
  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);
  const shown = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const close = () => setOpen(null);

  return (
    <>
      <SectionHeader
        title={SECTION_LABELS.categories}
        description={CATEGORY_TEXT.intro}
        actions={
          <Button onClick={() => setOpen({ kind: "form" })}>
            <Plus aria-hidden="true" className="size-4" />
            {CATEGORY_TEXT.add}
          </Button>
        }
      />
      {categories.isPending ? (
        <LoadingRegion label={CATEGORY_TEXT.loading}>
          <Skeleton className="h-96 w-full" />
        </LoadingRegion>
      ) : categories.isError ? (
        <ErrorState
          message={messages.category.loadFailed}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
          retryLabel={CATEGORY_TEXT.retry}
        />
      ) : all.length === 0 ? (
        <EmptyState title={messages.category.empty} />
      ) : (
        <>
          <CategoryList
            categories={shown}
            onView={(category) => setOpen({ kind: "details", category })}
            onEdit={(category) => setOpen({ kind: "form", category })}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={CATEGORY_TEXT.pages}
            className="mt-6"
          />
        </>
      )}

      <Dialog open={open?.kind === "form"} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.kind === "form" && (
          <DialogContent title={open.category ? CATEGORY_TEXT.editTitle : CATEGORY_TEXT.addTitle} size="md">
            <CategoryForm category={open.category} onDone={close} />
          </DialogContent>
        )}
      </Dialog>
      <Dialog open={open?.kind === "details"} onOpenChange={(isOpen) => !isOpen && close()}>
        {open?.kind === "details" && (
          <DialogContent title={CATEGORY_TEXT.detailsTitle} size="lg">
            <CategoryDetails
              category={open.category}
              onEdit={() => setOpen({ kind: "form", category: open.category })}
              onDeleted={close}
            />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
