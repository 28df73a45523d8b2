import { LISTING_FILTERS, PRODUCT_ORDERINGS, type ProductOrdering } from "@heritage/domain/constants";
import { LayoutGrid, List } from "lucide-react";
import { Select } from "../../../components/ui/select.tsx";
import { cn } from "../../../lib/cn.ts";
import { useCategories } from "../api/get-categories.ts";
import { marketDetailTexts as d, filterLabels, orderingLabels } from "../market-detail-texts.ts";
import { marketTexts as t } from "../market-texts.ts";
import type { ListingAction, ListingState } from "./listing-state.ts";
import { PriceSlider } from "./price-slider.tsx";

const orderingOptions = () => PRODUCT_ORDERINGS.map((value) => ({ value, label: orderingLabels[value] }));

/**
 * Filters (all, featured, new arrivals, on sale), sort, price floor and grid/list view of the listing; on
 * the market home also the category, so the page needs one toolbar rather than one per category.
 */
export function ListingToolbar({
  state,
  dispatch,
  label,
  categoryPicker,
}: {
  state: ListingState;
  dispatch: (action: ListingAction) => void;
  label: string;
  categoryPicker: boolean;
}) {
  const { data: categories } = useCategories();
  const chip = (active: boolean) =>
    cn(
      "min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium transition-colors",
      active ? "border-clay bg-clay text-white" : "border-line-strong bg-surface text-ink hover:border-ink",
    );
  const viewButton = (active: boolean) =>
    cn(
      "flex size-11 items-center justify-center rounded-lg border",
      active ? "border-clay bg-clay-soft text-clay-dark" : "border-line-strong bg-surface hover:border-ink",
    );
  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label={`${d.filtersLabel}: ${label}`}
        className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]"
      >
        {LISTING_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={state.filter === filter}
            onClick={() => dispatch({ type: "filter", filter })}
            className={chip(state.filter === filter)}
          >
            {filterLabels[filter]}
          </button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {categoryPicker && (
          <div className="w-full sm:w-56">
            <Select
              label={t.categoryPickerLabel}
              options={[
                { value: "", label: t.allCategories },
                ...(categories ?? []).map((category) => ({ value: category.slug, label: category.name })),
              ]}
              value={state.category}
              onChange={(event) => dispatch({ type: "category", category: event.target.value })}
            />
          </div>
        )}
        <div className="w-full sm:w-56">
          <Select
            label={d.sortLabel}
            options={orderingOptions()}
            value={state.ordering}
            onChange={(event) =>
              dispatch({ type: "ordering", ordering: event.target.value as ProductOrdering })
            }
          />
        </div>
        <PriceSlider
          value={state.minPrice}
          onChange={(minPrice) => dispatch({ type: "minPrice", minPrice })}
        />
        <div role="group" aria-label={d.viewLabel} className="ml-auto flex gap-2">
          <button
            type="button"
            className={viewButton(state.view === "grid")}
            aria-pressed={state.view === "grid"}
            aria-label={d.gridView}
            onClick={() => dispatch({ type: "view", view: "grid" })}
          >
            <LayoutGrid aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={viewButton(state.view === "list")}
            aria-pressed={state.view === "list"}
            aria-label={d.listView}
            onClick={() => dispatch({ type: "view", view: "list" })}
          >
            <List aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
