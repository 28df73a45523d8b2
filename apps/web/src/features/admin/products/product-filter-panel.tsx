import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { cn } from "../../../lib/cn.ts";
import { PRODUCT_TEXT } from "../admin-texts.ts";
import {
  type FeaturedFilter,
  hasActiveFilters,
  NO_PRODUCT_FILTERS,
  type ProductFilters,
} from "./product-filters-state.ts";

const FEATURED_FILTERS: FeaturedFilter[] = ["all", "featured", "not_featured"];

/** product §2's collapsible filter panel: search, min and max price, featured; Apply Filters and Reset. */
export function ProductFilterPanel({
  filters,
  onApply,
}: {
  filters: ProductFilters;
  onApply: (filters: ProductFilters) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(() => hasActiveFilters(filters));
  const [draft, setDraft] = useState(filters);
  // The top bar's search changes the filters from outside: show them.
  useEffect(() => {
    setDraft(filters);
    if (hasActiveFilters(filters)) setOpen(true);
  }, [filters]);

  const set = (key: keyof ProductFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  function apply(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <section
      aria-label={PRODUCT_TEXT.filters}
      className="mb-4 rounded-lg border border-line bg-surface shadow-card"
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center gap-2 rounded-lg px-4 text-left font-semibold hover:bg-paper"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 text-clay" />
        {PRODUCT_TEXT.filters}
        {hasActiveFilters(filters) && <span className="size-2 rounded-full bg-clay" aria-hidden="true" />}
        <ChevronDown
          aria-hidden="true"
          className={cn("ml-auto size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <form
        method="post"
        id={`${id}-panel`}
        hidden={!open}
        onSubmit={apply}
        className="border-t border-line p-4"
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Input
            label={PRODUCT_TEXT.search}
            type="search"
            placeholder={PRODUCT_TEXT.searchPlaceholder}
            value={draft.search}
            onChange={set("search")}
          />
          <Input
            label={PRODUCT_TEXT.minPrice}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.minPrice}
            onChange={set("minPrice")}
          />
          <Input
            label={PRODUCT_TEXT.maxPrice}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={draft.maxPrice}
            onChange={set("maxPrice")}
          />
          <Select
            label={PRODUCT_TEXT.featured}
            options={FEATURED_FILTERS.map((value) => ({ value, label: PRODUCT_TEXT.featuredOptions[value] }))}
            value={draft.featured}
            onChange={(event) =>
              setDraft((current) => ({ ...current, featured: event.target.value as FeaturedFilter }))
            }
          />
        </div>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_PRODUCT_FILTERS);
              onApply(NO_PRODUCT_FILTERS);
            }}
          >
            {PRODUCT_TEXT.reset}
          </Button>
          <Button type="submit">{PRODUCT_TEXT.apply}</Button>
        </div>
      </form>
    </section>
  );
}
