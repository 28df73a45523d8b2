import { GALLERY_CATEGORIES } from "@heritage/domain/constants";
import { cn } from "../../../lib/cn.ts";
import { T } from "../resources-texts.ts";
import type { GalleryCategory } from "./gallery-params.ts";

/**
 * product §2 gallery category sidebar: All plus the five categories, each with how many works the
 * current search finds in it (the subject facet). All's number is the result count while All is
 * chosen; with a category chosen no answer holds it, so none is shown rather than a wrong one.
 */
export function CategorySidebar({
  value,
  onChange,
  counts,
  total,
}: {
  value: GalleryCategory;
  onChange: (category: GalleryCategory) => void;
  counts: { value: string; count: number }[] | undefined;
  total: number | undefined;
}) {
  const countOf = (category: GalleryCategory) =>
    category === "All" ? total : counts && (counts.find((c) => c.value === category)?.count ?? 0);
  return (
    <nav aria-label={T.gallery.categories}>
      <h2 className="font-sans text-sm font-semibold tracking-wide text-muted uppercase">
        {T.gallery.categories}
      </h2>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-2 lg:flex-col lg:gap-1 lg:overflow-visible">
        {GALLERY_CATEGORIES.map((category) => {
          const active = category === value;
          const count = countOf(category);
          return (
            <li key={category} className="shrink-0">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onChange(category)}
                className={cn(
                  "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border px-3 text-left text-sm font-medium whitespace-nowrap",
                  active
                    ? "border-clay bg-clay text-white"
                    : "border-line bg-surface text-ink hover:border-ink",
                )}
              >
                {T.gallery.categoryNames[category]}
                {count !== undefined && (
                  <span className={cn("text-xs", active ? "text-white" : "text-muted")}>{count}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
