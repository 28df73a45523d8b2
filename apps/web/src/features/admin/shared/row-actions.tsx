import { Eye, Pencil, Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";

type RowAction = { label: string; onClick: () => void };

/**
 * The icon buttons at the end of an admin row, always in the order view, edit, delete.
 * Each label names the row's item ("Edit Baskets"): icons have no text, and e2e tests find them by it.
 */
export function RowActions({
  view,
  edit,
  remove,
}: {
  view?: RowAction;
  edit?: RowAction;
  remove?: RowAction;
}) {
  return (
    <div className="flex justify-end gap-1">
      {view && (
        <Button variant="ghost" size="icon" aria-label={view.label} onClick={view.onClick}>
          <Eye aria-hidden="true" className="size-5" />
        </Button>
      )}
      {edit && (
        <Button variant="ghost" size="icon" aria-label={edit.label} onClick={edit.onClick}>
          <Pencil aria-hidden="true" className="size-5" />
        </Button>
      )}
      {remove && (
        <Button
          variant="ghost"
          size="icon"
          className="text-ember hover:bg-ember-soft"
          aria-label={remove.label}
          onClick={remove.onClick}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </Button>
      )}
    </div>
  );
}
