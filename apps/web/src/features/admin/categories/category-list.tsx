import type { Category } from "@heritage/domain/catalog";
import { Eye, Pencil } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { formatCount, formatDate } from "../../../lib/format.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { CATEGORY_TEXT } from "../admin-texts.ts";
import { ItemImage } from "../shared/item-image.tsx";

type Actions = { onView: (category: Category) => void; onEdit: (category: Category) => void };

function RowActions({ category, onView, onEdit }: Actions & { category: Category }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={CATEGORY_TEXT.view(category.name)}
        onClick={() => onView(category)}
      >
        <Eye aria-hidden="true" className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={CATEGORY_TEXT.editNamed(category.name)}
        onClick={() => onEdit(category)}
      >
        <Pencil aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}

/** A table from 768 px up, stacked cards below (DESIGN: tables turn into cards on phones). */
export function CategoryList({ categories, ...actions }: Actions & { categories: Category[] }) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (!wide) {
    return (
      <ul aria-label={CATEGORY_TEXT.tableLabel} className="flex flex-col gap-3">
        {categories.map((category) => (
          <li
            key={category.id}
            className="flex items-center gap-3 rounded-lg border border-line bg-surface p-3 shadow-card"
          >
            <ItemImage src={category.image} alt="" className="size-16" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold break-words">{category.name}</p>
              <p className="truncate text-sm text-muted">{category.slug}</p>
              <p className="text-sm text-muted">
                {CATEGORY_TEXT.products}: {formatCount(category.product_count)}
              </p>
            </div>
            <RowActions category={category} {...actions} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{CATEGORY_TEXT.tableLabel}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              {CATEGORY_TEXT.image}
            </th>
            <th scope="col" className="px-4 py-3">
              {CATEGORY_TEXT.name}
            </th>
            <th scope="col" className="px-4 py-3">
              {CATEGORY_TEXT.slug}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {CATEGORY_TEXT.products}
            </th>
            <th scope="col" className="px-4 py-3">
              {CATEGORY_TEXT.created}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {CATEGORY_TEXT.actions}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {categories.map((category) => (
            <tr key={category.id} className="hover:bg-paper">
              <td className="px-4 py-2">
                <ItemImage src={category.image} alt="" className="size-12" />
              </td>
              <th scope="row" className="px-4 py-2 font-semibold">
                {category.name}
              </th>
              <td className="max-w-56 truncate px-4 py-2 text-muted">{category.slug}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatCount(category.product_count)}</td>
              <td className="px-4 py-2 whitespace-nowrap text-muted">{formatDate(category.created_at)}</td>
              <td className="px-4 py-2">
                <RowActions category={category} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
