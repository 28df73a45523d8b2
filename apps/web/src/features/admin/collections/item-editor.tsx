import { ErrorState } from "../../../components/ui/error-state.tsx";
import { LoadingRegion, Skeleton } from "../../../components/ui/skeleton.tsx";
import { useItemForEdit } from "./api/items.ts";
import { ITEM_FORM_TEXT, ITEM_LIST_TEXT } from "./collections-texts.ts";
import { ItemForm } from "./item-form.tsx";

/** The item form once the item (as written, with its version and media) is loaded; a new one at once. */
export function ItemEditor({
  id,
  created,
  onCreated,
}: {
  id?: string;
  created?: boolean;
  onCreated: (id: string) => void;
}) {
  const item = useItemForEdit(id);
  if (id === undefined) return <ItemForm onCreated={onCreated} />;
  if (item.isPending)
    return (
      <LoadingRegion label={ITEM_FORM_TEXT.loading}>
        <Skeleton className="h-96 w-full" />
      </LoadingRegion>
    );
  if (item.isError)
    return (
      <ErrorState
        message={ITEM_FORM_TEXT.loadFailed}
        onRetry={() => void item.refetch()}
        retrying={item.isFetching}
        retryLabel={ITEM_LIST_TEXT.retry}
      />
    );
  return <ItemForm key={id} item={item.data} created={created} onCreated={onCreated} />;
}
