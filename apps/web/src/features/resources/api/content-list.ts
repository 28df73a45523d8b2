import type { Paginated } from "@heritage/domain/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type ListParams = Record<string, string | number | undefined>;

/** One page of a read-only content list: GET /api/content/{resource}/?search=&category=&page=... */
export function getContentList<T>(resource: string, params: ListParams, signal?: AbortSignal) {
  return api.get<Paginated<T>>(`/content/${resource}/`, { query: params, signal });
}

export const contentListQuery = <T>(resource: string, params: ListParams = {}) =>
  queryOptions({
    queryKey: queryKeys.content(resource, params),
    queryFn: ({ signal }) => getContentList<T>(resource, params, signal),
    // Repository content changes rarely; a visitor going back and forth should not refetch it.
    staleTime: 5 * 60_000,
    // While a new filter loads, the old results stay on screen instead of a blank grid.
    placeholderData: keepPreviousData,
  });

export function useContentList<T>(resource: string, params: ListParams = {}) {
  return useQuery(contentListQuery<T>(resource, params));
}
