import { Search } from "lucide-react";
import { type FormEvent, useId } from "react";
import { marketMessages } from "../../../lib/i18n/areas/market.ts";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";
import { useCategories } from "../api/get-categories.ts";
import { marketTexts as t } from "../market-texts.ts";
import { SuggestionList } from "../search/suggestion-list.tsx";
import { type SuggestionOption, useSuggestionCombobox } from "../search/use-suggestion-combobox.ts";
import { useMarketParams } from "../use-market-params.ts";

/** Category choices for the picker; a failed category fetch leaves only 'All' (product §8). */
export function useCategoryOptions() {
  const { data } = useCategories();
  return [
    { value: "", label: t.allCategories },
    ...(data ?? []).map((category) => ({ value: category.slug, label: category.name })),
  ];
}

/**
 * The header's search: Enter or the button opens the results (product §4). The term and category live in the
 * URL (?q=&category=), so the form follows back/forward. While typing, suggestions open under the box
 * (an ARIA combobox, decision 150): a product opens its details, a category shows its products.
 */
export function SearchForm({
  category,
  onCategoryChange,
}: {
  category: string;
  onCategoryChange: (slug: string) => void;
}) {
  const { search, startSearch, showProduct, openCategory } = useMarketParams();
  const [term, setTerm] = useKeyedState(search, search);
  const options = useCategoryOptions();
  const inputId = useId();
  const selectId = useId();
  const listId = useId();
  const labelId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const choose = (option: SuggestionOption) => {
    if (option.kind === "product") showProduct(option.product.id);
    else startSearch(option.category.name, option.category.slug);
  };
  const combobox = useSuggestionCombobox(term, choose);
  const listed = combobox.expanded && combobox.options.length > 0;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    combobox.close();
    if (!trimmed) {
      // An empty box with a category picked shows that category.
      if (category) openCategory(category);
      return;
    }
    startSearch(trimmed, category);
  }

  return (
    // A plain GET to /market?q=&category= before the script has arrived or when it fails.
    <form
      method="get"
      action="/market"
      role="search"
      onSubmit={onSubmit}
      className="flex min-w-0 flex-1 items-stretch"
    >
      {/* On phones the picker lives in the menu (market-mobile-menu.tsx), bound to the same value. */}
      <span className="hidden md:contents">
        <label htmlFor={selectId} className="sr-only">
          {t.categoryPickerLabel}
        </label>
        <select
          id={selectId}
          name="category"
          value={category}
          onChange={(event) => onCategoryChange(event.target.value)}
          className="min-h-11 max-w-44 rounded-l-lg border border-r-0 border-line-strong bg-sand px-3 text-sm font-medium"
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
      <label id={labelId} htmlFor={inputId} className="sr-only">
        {t.searchLabel}
      </label>
      {/*
       * The ARIA 1.1 combobox: the wrapper is the combobox and the text box stays a searchbox
       * (the product's tests and assistive technology find "Search products" as one), pointing at the
       * list and its active option.
       */}
      {/* biome-ignore lint/a11y/useFocusableInteractive: ARIA 1.1 combobox; the focus lives in its searchbox */}
      <div
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={listed}
        aria-controls={listId}
        aria-labelledby={labelId}
        // On phones the list spans the sticky header's width (its positioned ancestor), not the narrow box.
        className="min-w-0 flex-1 md:relative"
      >
        <input
          id={inputId}
          name="q"
          type="search"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={listed && combobox.active >= 0 ? optionId(combobox.active) : undefined}
          autoComplete="off"
          value={term}
          onChange={(event) => {
            setTerm(event.target.value);
            combobox.onType();
          }}
          onKeyDown={combobox.onKeyDown}
          onBlur={combobox.close}
          placeholder={marketMessages.market.searchPlaceholder}
          enterKeyHint="search"
          maxLength={200}
          className="min-h-11 w-full min-w-0 rounded-l-lg border border-line-strong bg-surface px-3 text-base placeholder:text-muted focus-visible:border-sky md:rounded-l-none"
        />
        {/* Always in the page, hidden when closed: aria-controls must name an element that exists. */}
        <SuggestionList
          id={listId}
          hidden={!listed}
          options={listed ? combobox.options : []}
          busy={listed && !combobox.current}
          active={combobox.active}
          optionId={optionId}
          onPick={combobox.pick}
        />
        {combobox.expanded && combobox.failed && (
          // The status below says it to a screen reader; this is where the eyes are.
          <p
            aria-hidden="true"
            className="absolute inset-x-2 top-full z-50 mt-1 rounded-lg border border-line-strong bg-surface px-3 py-2 text-sm text-muted shadow-lg md:inset-x-0"
          >
            {t.suggestionsFailed}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {combobox.expanded && combobox.failed
          ? t.suggestionsFailed
          : combobox.expanded && combobox.current
            ? t.suggestionsCount(combobox.options.length)
            : ""}
      </p>
      <button
        type="submit"
        aria-label={t.searchButton}
        className="flex min-h-11 w-12 shrink-0 items-center justify-center rounded-r-lg bg-clay text-white hover:bg-clay-dark"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
