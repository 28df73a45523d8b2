import type { ReactNode } from "react";
import { cn } from "../../../lib/cn.ts";
import { useMediaQuery } from "../../../lib/use-media-query.ts";

/** `className` hides a column at some widths (its cells must hide with it, see product-list.tsx). */
export type TableColumn = { heading: string; alignRight?: boolean; className?: string };

/**
 * A table from 768 px up, stacked cards below (DESIGN: tables turn into cards on phones).
 * `label` is the table's caption and the card list's name, so both read the same to a screen reader.
 */
export function ResponsiveTable<T extends { id: number | string }>({
  label,
  columns,
  items,
  card,
  cardClassName,
  row,
}: {
  label: string;
  columns: TableColumn[];
  items: T[];
  /** What a card shows on a phone; the card's frame is shared. */
  card: (item: T) => ReactNode;
  /** Layout of a card's contents, added to the shared frame. */
  cardClassName?: string;
  /** The cells of the item's table row, in the order of `columns`. */
  row: (item: T) => ReactNode;
}) {
  const wide = useMediaQuery("(min-width: 768px)");
  if (!wide) {
    return (
      <ul aria-label={label} className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className={cn(cardClassName, "rounded-lg border border-line bg-surface p-3 shadow-card")}
          >
            {card(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-surface shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-sand/60 text-xs tracking-wide text-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.heading}
                scope="col"
                className={cn("px-2 py-3 xl:px-3", column.alignRight && "text-right", column.className)}
              >
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {items.map((item) => (
            <tr key={item.id} className="hover:bg-paper">
              {row(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
