import type { Paginated } from "@heritage/domain/paging";
import type { MyReview, Review, ReviewInput, ReviewSort } from "@heritage/domain/reviews";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { queryKeys } from "../../../../lib/query-keys.ts";

/** GET /api/market/products/{id}/reviews/: a page of published reviews. */
export function useProductReviews(productId: number, sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: queryKeys.reviews.list(productId, sort, page),
    queryFn: ({ signal }) =>
      api.get<Paginated<Review>>(`/market/products/${productId}/reviews/`, { query: { sort, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET .../reviews/mine/: whether the shopper may review, and their review (for shoppers only). */
export function useMyReview(productId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.reviews.mine(productId),
    queryFn: ({ signal }) => api.get<MyReview>(`/market/products/${productId}/reviews/mine/`, { signal }),
    enabled,
  });
}

/**
 * POST (first review) or PATCH (edit): the product's rating and count move, so its detail and
 * every product list are refetched with the reviews.
 */
export function useSaveReview(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, editing }: { input: ReviewInput; editing: boolean }) =>
      editing
        ? api.patch<MyReview>(`/market/products/${productId}/reviews/mine/`, input)
        : api.post<MyReview>(`/market/products/${productId}/reviews/`, input),
    onSuccess: (mine) => {
      queryClient.setQueryData(queryKeys.reviews.mine(productId), mine);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.product(productId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}

/** POST /api/market/reviews/{id}/helpful/: once per person. */
export function useMarkHelpful(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      api.post<{ helpful_count: number; marked_helpful: boolean }>(`/market/reviews/${reviewId}/helpful/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.product(productId) }),
  });
}
