import { PAGE_SIZE } from "@heritage/domain/constants";
import { Search } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { Dialog, DialogContent } from "../../../components/ui/dialog.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { Pagination } from "../../../components/ui/pagination.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { CUSTOMER_TEXT, SECTION_LABELS } from "../admin-texts.ts";
import { SectionHeader } from "../shared/section-header.tsx";
import { type Customer, useCustomers, useDeleteCustomer } from "./api/customers.ts";
import { CustomerEditForm } from "./customer-edit-form.tsx";
import { CustomerList } from "./customer-list.tsx";

/** product §2 Customer management: server-side search and pages, edit in a dialog, delete after a question. */
export default function CustomersSection() {
  const [term, setTerm] = useState("");
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(term.trim());
  const customers = useCustomers({ search, page, pageSize: PAGE_SIZE });
  const remove = useDeleteCustomer();
  const [editing, setEditing] = useState<Customer | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const count = customers.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / PAGE_SIZE));

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({ title: CUSTOMER_TEXT.deleted, description: deleting.username, tone: "success" });
      if (customers.data?.results.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      const detail = isApiError(error) && error.status === 409 ? error.detail : null;
      toast({ title: detail ?? messages.customer.deleteFailed, tone: "error" });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <>
      <SectionHeader title={SECTION_LABELS.customers} description={CUSTOMER_TEXT.intro} />
      <div role="search" className="relative mb-4 max-w-md">
        <label htmlFor="customer-search" className="sr-only">
          {CUSTOMER_TEXT.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id="customer-search"
          type="search"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            setPage(1);
          }}
          placeholder={CUSTOMER_TEXT.searchPlaceholder}
          className="min-h-11 w-full rounded-lg border border-line-strong bg-surface pr-3 pl-9 text-base focus-visible:border-sky"
        />
      </div>
      {customers.isPending ? (
        <LoadingRegion label={CUSTOMER_TEXT.loading}>
          <Skeleton className="h-80 w-full" />
        </LoadingRegion>
      ) : customers.isError ? (
        <ErrorState
          message={messages.customer.loadFailed}
          onRetry={() => void customers.refetch()}
          retrying={customers.isFetching}
          retryLabel={CUSTOMER_TEXT.retry}
        />
      ) : customers.data.results.length === 0 ? (
        <EmptyState title={search ? CUSTOMER_TEXT.noMatch : CUSTOMER_TEXT.none} />
      ) : (
        <>
          <p className="mb-3 text-sm text-muted" aria-live="polite">
            {CUSTOMER_TEXT.results(count)}
          </p>
          <CustomerList customers={customers.data.results} onEdit={setEditing} onDelete={setDeleting} />
          <Pagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            label={CUSTOMER_TEXT.pages}
            className="mt-6"
          />
        </>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={CUSTOMER_TEXT.editTitle}>
            <CustomerEditForm customer={editing} onDone={() => setEditing(null)} />
          </DialogContent>
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={messages.customer.deleteConfirm}
        description={deleting ? `${deleting.username} · ${deleting.email}` : undefined}
        confirmLabel={CUSTOMER_TEXT.confirmDelete}
        pending={remove.isPending}
        pendingLabel={CUSTOMER_TEXT.deleting}
        onConfirm={confirmDelete}
        destructive
      />
    </>
  );
}
