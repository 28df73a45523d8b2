import type { ItemSummary } from "@heritage/domain/collections";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useLanguage } from "../../../lib/i18n/use-language.ts";

/** GET /api/products/{id}/story (decision 164): the product's maker and the repository items it comes from. */
export type ProductStory = {
  maker: { slug: string; display_name: string; community: string; practice: string } | null;
  items: ItemSummary[];
};

/**
 * Not kept with the catalogue's cache: which linked items a reader sees depends on who reads (the
 * cultural protocols, decision 162), and the items' titles come in the reader's language.
 */
export function useProductStory(productId: number) {
  const language = useLanguage();
  return useQuery({
    queryKey: ["product-story", productId, language],
    queryFn: ({ signal }) => api.get<ProductStory>(`/products/${productId}/story`, { signal }),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404,
  });
}
