import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { T } from "../resources-texts.ts";

/** Repository › section › screen; the last item is the current page. */
export function Breadcrumb({ trail }: { trail: { label: string; to?: string }[] }) {
  const items = [{ label: T.breadcrumb.repository, to: "/resources" }, ...trail];
  return (
    <nav aria-label={T.breadcrumb.label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.label} className="flex items-center gap-1">
              {item.to && !last ? (
                <Link to={item.to} className="inline-flex min-h-11 items-center text-clay hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? "page" : undefined} className={last ? "text-ink" : undefined}>
                  {item.label}
                </span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-4" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
