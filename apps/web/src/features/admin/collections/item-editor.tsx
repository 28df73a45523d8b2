import { useItemForEdit } from "./api/items.ts";
import { ItemForm } from "./item-form.tsx";
import { ItemLoadState } from "./item-load-state.tsx";

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
  if (item.isPending || item.isError) return <ItemLoadState query={item} skeletonClassName="h-96 w-full" />;
  return <ItemForm key={id} item={item.data} created={created} onCreated={onCreated} />;
}
