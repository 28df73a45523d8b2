import type { CategorySuggestion, ProductSuggestion } from "@heritage/domain/suggestions";
import { type KeyboardEvent, useEffect, useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { MIN_SUGGESTION_LENGTH, useSuggestions } from "../api/get-suggestions.ts";

/** Time after the last key before suggestions are asked for: a request per pause, not per letter. */
export const SUGGESTION_DELAY_MS = 150;

export type SuggestionOption =
  | { kind: "product"; key: string; product: ProductSuggestion }
  | { kind: "category"; key: string; category: CategorySuggestion };

/**
 * The state of the search box's suggestion list (WAI-ARIA combobox with a listbox popup): which
 * options there are, whether the list is open and which option is active. Arrow keys move
 * through the options (wrapping), Enter picks the active one (or submits the form when none is),
 * Escape closes the list; focus stays in the text box throughout (aria-activedescendant).
 */
export function useSuggestionCombobox(term: string, choose: (option: SuggestionOption) => void) {
  const settled = useDebouncedValue(term.trim(), SUGGESTION_DELAY_MS);
  const query = useSuggestions(settled);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const ready = settled.length >= MIN_SUGGESTION_LENGTH && query.data !== undefined;

  const options = useMemo<SuggestionOption[]>(() => {
    if (!ready || !query.data) return [];
    return [
      ...query.data.products.map((product) => ({ kind: "product" as const, key: `p${product.id}`, product })),
      ...query.data.categories.map((category) => ({
        kind: "category" as const,
        key: `c${category.id}`,
        category,
      })),
    ];
  }, [ready, query.data]);

  // New options: nothing is active until the arrows say so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every new list
  useEffect(() => setActive(-1), [options]);

  const expanded = open && ready && term.trim().length >= MIN_SUGGESTION_LENGTH;

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current === -1 && step === -1 ? count - 1 : (current + step + count) % count));
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      setOpen(false);
      choose(options[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return {
    options,
    expanded,
    active: expanded ? active : -1,
    /** The answer is for the text as typed now (not an earlier one kept while the next loads). */
    current: ready && settled === term.trim() && !query.isPlaceholderData,
    onKeyDown,
    onType: () => setOpen(true),
    close: () => setOpen(false),
    pick: (index: number) => {
      const option = options[index];
      setOpen(false);
      if (option) choose(option);
    },
  };
}
