import { ChevronLeft, ChevronRight } from "lucide-react";
import { Fragment, type MouseEvent, type ReactNode } from "react";
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

/** A plain left click, which the page handles itself; any other (a new tab, a download) is the browser's. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Pages are 1-based. Hidden when there is a single page. With `hrefFor`, each page is a real link to its
 * address (paging works before the script has arrived or when it fails, and a page can be
 * opened in a new tab); a plain click still changes the page in place.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  hrefFor,
  label = sharedTexts.ui.pagination,
  className,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  hrefFor?: (page: number) => string;
  label?: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  const item =
    "flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-medium disabled:opacity-40";
  const control = (
    target: number,
    props: { className: string; "aria-label": string; "aria-current"?: "page" },
    children: ReactNode,
    disabled = false,
  ) =>
    hrefFor && !disabled ? (
      <a
        {...props}
        href={hrefFor(target)}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }}
      >
        {children}
      </a>
    ) : (
      <button type="button" {...props} onClick={() => onPageChange(target)} disabled={disabled}>
        {children}
      </button>
    );
  return (
    <nav aria-label={label} className={cn("flex items-center justify-center gap-1", className)}>
      {control(
        page - 1,
        { className: cn(item, "hover:bg-sand"), "aria-label": sharedTexts.ui.previousPage },
        <ChevronLeft aria-hidden="true" className="size-5" />,
        page <= 1,
      )}
      {pageWindow(page, pageCount).map((p, index, all) =>
        p === null ? (
          <span key={`gap-after-${all[index - 1]}`} className="px-1 text-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <Fragment key={p}>
            {control(
              p,
              {
                className: cn(item, p === page ? "bg-clay text-white" : "hover:bg-sand"),
                "aria-label": sharedTexts.ui.page(p),
                ...(p === page ? { "aria-current": "page" as const } : {}),
              },
              p,
            )}
          </Fragment>
        ),
      )}
      {control(
        page + 1,
        { className: cn(item, "hover:bg-sand"), "aria-label": sharedTexts.ui.nextPage },
        <ChevronRight aria-hidden="true" className="size-5" />,
        page >= pageCount,
      )}
    </nav>
  );
}
