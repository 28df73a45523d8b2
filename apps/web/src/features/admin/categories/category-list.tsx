import type { Category } from "@heritage/domain/catalog";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";
import { ResponsiveTable } from "../shared/responsive-table.tsx";
import { RowActions } from "../shared/row-actions.tsx";

type Actions = { onView: (category: Category) => void; onEdit: (category: Category) => void };

const columns = () => [
  { heading: CATEGORY_TEXT.image },
  { heading: CATEGORY_TEXT.name },
  { heading: CATEGORY_TEXT.slug },
  { heading: CATEGORY_TEXT.products, alignRight: true },
  { heading: CATEGORY_TEXT.created },
  { heading: CATEGORY_TEXT.actions, alignRight: true },
];

export function CategoryList({ categories, onView, onEdit }: Actions & { categories: Category[] }) {
  const actions = (category: Category) => (
    <RowActions
      view={{ label: CATEGORY_TEXT.view(category.name), onClick: () => onView(category) }}
      edit={{ label: CATEGORY_TEXT.editNamed(category.name), onClick: () => onEdit(category) }}
    />
  );
  return (
    <ResponsiveTable
      label={CATEGORY_TEXT.tableLabel}
      columns={columns()}
      items={categories}
      cardClassName="flex items-center gap-3"
      card={(category) => (
        <>
          <ItemImage src={category.image} alt="" className="size-16" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words">{category.name}</p>
            <p className="truncate text-sm text-muted">{category.slug}</p>
            <p className="text-sm text-muted">
              {CATEGORY_TEXT.products}: {formatCount(category.product_count)}
            </p>
          </div>
          {actions(category)}
        </>
      )}
      row={(category) => (
        <>
          <td className="px-3 py-2">
            <ItemImage src={category.image} alt="" className="size-12" />
          </td>
          <th scope="row" className="px-3 py-2 font-semibold">
            {category.name}
          </th>
          <td className="max-w-56 truncate px-3 py-2 text-muted">{category.slug}</td>
          <td className="px-3 py-2 text-right tabular-nums">{formatCount(category.product_count)}</td>
          <td className="px-3 py-2 whitespace-nowrap text-muted">{formatDate(category.created_at)}</td>
          <td className="px-3 py-2">{actions(category)}</td>
        </>
      )}
    />
  );
}
