import type {
  Collection,
  ItemDetail,
  ItemFacets,
  ItemListEntry,
  ItemQuery,
} from "@heritage/domain/collections-query";
import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";

/**
 * The public repository API (/api/repository/, decision 111) as the item pages and browsing read
 * it. Records come in the reader's language (Accept-Language), so the language is part of each key.
 */

export type ItemPage = Paginated<ItemListEntry> & { facets: ItemFacets };
export type BrowseQuery = Omit<ItemQuery, "status">;

const KEY = "repository-public";
const STALE = 5 * 60_000;

/** GET /api/repository/items/{slug}: one published item with its media and related items. */
export function useRepositoryItem(slug: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: [KEY, "item", language, slug],
    queryFn: ({ signal }) =>
      api.get<ItemDetail>(`/repository/items/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: STALE,
    // A 404 is an answer, not a hiccup to retry.
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}

/** GET /api/repository/items/?…: a page of items with the facet counts of the same query. */
export function useRepositoryItems(query: BrowseQuery) {
  const language = useLanguage();
  return useQuery({
    queryKey: [KEY, "items", language, query],
    queryFn: ({ signal }) =>
      api.get<ItemPage>("/repository/items/", { query: query as Record<string, string | number>, signal }),
    staleTime: STALE,
    // While the next filter loads, the last results stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/repository/collections/: the published collections with their item counts. */
export function useRepositoryCollections() {
  const language = useLanguage();
  return useQuery({
    queryKey: [KEY, "collections", language],
    queryFn: ({ signal }) => api.get<Collection[]>("/repository/collections/", { signal }),
    staleTime: STALE,
  });
}
