import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { sharedTexts } from "../shared-texts.ts";

/** Page numbers to show: first, last, the current one and its neighbours, with gaps as null. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(null);
    out.push(p);
  }
  return out;
}

/** Pages are 1-based. Hidden when there is a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = sharedTexts.ui.pagination,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const item =
    "flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-medium disabled:opacity-40";
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-1", className)}>
      <button
        type="button"
        className={cn(item, "hover:bg-sand")}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={sharedTexts.ui.previousPage}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      {pageWindow(page, pageCount).map((p, index, all) =>
        p === null ? (
          <span key={`gap-after-${all[index - 1]}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={cn(item, p === page ? "bg-clay text-white" : "hover:bg-sand")}
            onClick={() => onPageChange(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={sharedTexts.ui.page(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(item, "hover:bg-sand")}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={sharedTexts.ui.nextPage}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
