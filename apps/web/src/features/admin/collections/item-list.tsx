import type { ItemSummary } from "@heritage/domain/collections";
import { Badge } from "../../../components/ui/badge.tsx";
import { ItemImage } from "../shared/item-image.tsx";
import { ResponsiveTable } from "../shared/responsive-table.tsx";
import { RowActions } from "../shared/row-actions.tsx";
import { ITEM_LIST_TEXT, ITEM_TYPE_LABELS } from "./collections-texts.ts";

type Actions = {
  onPreview: (item: ItemSummary) => void;
  onEdit: (item: ItemSummary) => void;
  onDelete: (item: ItemSummary) => void;
};

function Status({ item }: { item: ItemSummary }) {
  return (
    <Badge tone={item.published ? "leaf" : "neutral"}>
      {item.published ? ITEM_LIST_TEXT.published : ITEM_LIST_TEXT.draft}
    </Badge>
  );
}

/** The items of the current page: image, title with type and collection, media count, status, actions. */
export function ItemList({ items, onPreview, onEdit, onDelete }: Actions & { items: ItemSummary[] }) {
  const t = ITEM_LIST_TEXT;
  const actions = (item: ItemSummary) => (
    <RowActions
      view={{ label: t.preview(item.title), onClick: () => onPreview(item) }}
      edit={{ label: t.edit(item.title), onClick: () => onEdit(item) }}
      remove={{ label: t.remove(item.title), onClick: () => onDelete(item) }}
    />
  );
  const context = (item: ItemSummary) => `${ITEM_TYPE_LABELS[item.type]} · ${item.collection.name}`;
  return (
    <ResponsiveTable
      label={t.tableLabel}
      columns={[
        { heading: t.media },
        { heading: t.title },
        { heading: t.status },
        { heading: t.actions, alignRight: true },
      ]}
      items={items}
      card={(item) => (
        <>
          <div className="flex gap-3">
            <ItemImage src={item.thumbnail_url} alt="" className="size-20" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold [overflow-wrap:anywhere]" lang={item.language}>
                {item.title}
              </p>
              <p className="text-sm text-muted">{context(item)}</p>
              <p className="text-sm text-muted">{t.mediaCount(item.media_count)}</p>
            </div>
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <Status item={item} />
            {actions(item)}
          </div>
        </>
      )}
      row={(item) => (
        <>
          <td className="px-3 py-2">
            <ItemImage src={item.thumbnail_url} alt="" className="size-12" />
            <span className="mt-1 block text-xs whitespace-nowrap text-muted">
              {t.mediaCount(item.media_count)}
            </span>
          </td>
          <th scope="row" className="px-3 py-2 font-normal">
            <span className="block font-semibold" lang={item.language}>
              {item.title}
            </span>
            <span className="block text-muted">{context(item)}</span>
          </th>
          <td className="px-3 py-2">
            <Status item={item} />
          </td>
          <td className="px-3 py-2">{actions(item)}</td>
        </>
      )}
    />
  );
}
