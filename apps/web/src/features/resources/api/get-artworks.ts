import type { Artwork, CategoryCount } from "@heritage/domain/content";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { useContentList } from "./content-list.ts";

export type ArtworkParams = {
  search?: string;
  category?: string;
  page?: number;
  page_size?: number;
  ordering?: "title" | "newest";
  featured?: "true";
};

/** GET /api/content/artworks/: search and category combine on the server (product §4 Gallery). */
export function useArtworks(params: ArtworkParams) {
  return useContentList<Artwork>("artworks", params);
}

/** GET /api/content/artworks/categories/: each gallery category with its number of works. */
export function useArtworkCategories() {
  return useQuery({
    queryKey: queryKeys.content("artwork-categories"),
    queryFn: ({ signal }) => api.get<CategoryCount[]>("/content/artworks/categories/", { signal }),
    staleTime: 5 * 60_000,
  });
}
