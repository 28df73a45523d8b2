import type { Suggestions } from "@heritage/domain/suggestions";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Suggestions start from this many letters: one letter matches half the catalogue. */
export const MIN_SUGGESTION_LENGTH = 2;

/** GET /api/market/suggestions/?search=: a few products and categories for the text typed so far. */
export function getSuggestions(search: string, signal?: AbortSignal): Promise<Suggestions> {
  return api.get<Suggestions>("/market/suggestions/", { query: { search }, signal });
}

/** Under the products' key, so a catalogue change invalidates them with the lists. */
export function useSuggestions(search: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.products.all, "suggestions", language, search.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(search, signal),
    enabled: search.length >= MIN_SUGGESTION_LENGTH,
    staleTime: 60_000,
    // While the next letters' answer is on its way the list keeps the last one: no flicker.
    placeholderData: keepPreviousData,
    // A failed answer is out of date by the next key: the box says so at once instead of showing
    // the last text's suggestions through two more tries; Enter still searches.
    retry: false,
  });
}
