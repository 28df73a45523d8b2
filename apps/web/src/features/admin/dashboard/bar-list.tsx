import { cn } from "../../../lib/cn.ts";

/**
 * Horizontal bars for categories (statuses, products): one line each, so long names wrap on a
 * phone instead of squeezing an axis. The numbers are written beside the bars.
 */
export function BarList({
  label,
  items,
}: {
  label: string;
  items: { key: string; name: string; value: number; shown: string; tone?: string }[];
}) {
  const top = Math.max(1, ...items.map((item) => item.value));
  return (
    <ul aria-label={label} className="space-y-2">
      {items.map((item) => (
        <li key={item.key} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 break-words">{item.name}</span>
            <span className="shrink-0 font-medium tabular-nums">{item.shown}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-sand">
            <div
              className={cn("h-2 rounded-full", item.tone ?? "bg-clay")}
              style={{ width: `${(item.value / top) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
