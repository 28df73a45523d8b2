import type { CategorySuggestion, ProductSuggestion } from "@heritage/domain/suggestions";
import { type KeyboardEvent, useMemo, useState } from "react";
import { useDebouncedValue } from "../../../lib/use-debounced-value.ts";
import { useKeyedState } from "../../../lib/use-keyed-state.ts";
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
  const ready = settled.length >= MIN_SUGGESTION_LENGTH && query.data !== undefined;
  // The answer for the text as it stands failed: no suggestions (an earlier text's are not kept).
  const failed = settled.length >= MIN_SUGGESTION_LENGTH && query.isError && settled === term.trim();

  const options = useMemo<SuggestionOption[]>(() => {
    if (!ready || !query.data || failed) return [];
    return [
      ...query.data.products.map((product) => ({ kind: "product" as const, key: `p${product.id}`, product })),
      ...query.data.categories.map((category) => ({
        kind: "category" as const,
        key: `c${category.id}`,
        category,
      })),
    ];
  }, [ready, query.data, failed]);

  // New options: nothing is active until the arrows say so.
  const [active, setActive] = useKeyedState(options, -1);

  const expanded = open && (ready || failed) && term.trim().length >= MIN_SUGGESTION_LENGTH;

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
    /** The suggestions for the text as typed now could not be had (the list says so). */
    failed,
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
