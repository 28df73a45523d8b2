import type { Museum, MuseumDetail } from "@heritage/domain/content";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useContentList } from "./content-list.ts";

export function useMuseums(params: { search?: string; category?: string; page_size?: number }) {
  return useContentList<Museum>("museums", params);
}

/** GET /api/content/museums/{id or slug}/ with artifacts, gallery, exhibitions and related figures. */
export function useMuseum(key: string) {
  return useQuery({
    queryKey: queryKeys.content("museum", { key }),
    queryFn: ({ signal }) =>
      api.get<MuseumDetail>(`/content/museums/${encodeURIComponent(key)}/`, { signal }),
    staleTime: 5 * 60_000,
  });
}
