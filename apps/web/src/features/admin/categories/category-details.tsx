import type { Category } from "@heritage/domain/catalog";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { FormAlert } from "../../../components/ui/form-alert.tsx";
import { toast } from "../../../components/ui/toast-store.ts";
import { isApiError } from "../../../lib/api-error.ts";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { messages } from "../../../lib/i18n/messages.ts";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { useDeleteCategory } from "./api/categories.ts";

/** The details dialog's body: the category, Edit, and Delete confirmed inside the dialog (product §4). */
export function CategoryDetails({
  category,
  onEdit,
  onDeleted,
}: {
  category: Category;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteCategory();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmDelete() {
    setError(null);
    try {
      await remove.mutateAsync(category.id);
      toast({ title: CATEGORY_TEXT.deleted, description: category.name, tone: "success" });
      onDeleted();
    } catch (failure) {
      // 409 says why (products still in it); anything else gets product §8's text.
      setError(
        isApiError(failure) && failure.status === 409 && failure.detail
          ? failure.detail
          : messages.category.deleteFailed,
      );
      setConfirming(false);
    }
  }

  const rows: Array<[string, string]> = [
    [CATEGORY_TEXT.slug, category.slug],
    [CATEGORY_TEXT.products, formatCount(category.product_count)],
    [CATEGORY_TEXT.created, formatDate(category.created_at)],
    [CATEGORY_TEXT.updated, formatDate(category.updated_at)],
  ];

  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={error} />
      <div className="flex flex-col gap-4 sm:flex-row">
        <ItemImage src={category.image} alt={category.name} className="aspect-square w-full sm:size-40" />
        <div className="min-w-0 flex-1">
          <p className="font-display text-xl font-semibold">{category.name}</p>
          <p className="mt-2 text-ink-soft">{category.description || CATEGORY_TEXT.noDescription}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted">{label}</dt>
                <dd className="min-w-0 font-medium break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={CATEGORY_TEXT.deleteQuestion}
          className="rounded-lg border border-ember/30 bg-ember-soft p-4"
        >
          <p className="font-medium text-ember">{CATEGORY_TEXT.deleteQuestion}</p>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              {CATEGORY_TEXT.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={confirmDelete}
              loading={remove.isPending}
              loadingText={CATEGORY_TEXT.deleting}
            >
              {CATEGORY_TEXT.confirmDelete}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(true)} className="text-ember">
            <Trash2 aria-hidden="true" className="size-4" />
            {CATEGORY_TEXT.delete}
          </Button>
          <Button onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            {CATEGORY_TEXT.edit}
          </Button>
        </div>
      )}
    </div>
  );
}
