import type { Product } from "@heritage/domain/catalog";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { queryKeys } from "../../lib/query-keys.ts";

/**
 * The market's state that belongs in the URL, so that back/forward, reload and shared links work:
 * `?q=` and `?category=` for a search, `?product={id}` for the open details modal.
 */
export function useMarketParams() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const search = params.get("q")?.trim() ?? "";
  const searchCategory = params.get("category") ?? "";
  const rawProduct = Number(params.get("product"));
  const productId = Number.isInteger(rawProduct) && rawProduct > 0 ? rawProduct : null;

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const openProduct = useCallback(
    (product: Product) => {
      // The card already holds the product: the modal shows it at once, then refreshes it.
      queryClient.setQueryData(queryKeys.products.detail(product.id), product);
      update((next) => next.set("product", String(product.id)));
    },
    [queryClient, update],
  );

  const closeProduct = useCallback(() => update((next) => next.delete("product")), [update]);

  const startSearch = useCallback(
    (term: string, category: string) => {
      update((next) => {
        next.set("q", term.trim());
        if (category) next.set("category", category);
        else next.delete("category");
        next.delete("product");
      });
    },
    [update],
  );

  const closeSearch = useCallback(
    () =>
      update((next) => {
        next.delete("q");
        next.delete("category");
      }),
    [update],
  );

  return { search, searchCategory, productId, openProduct, closeProduct, startSearch, closeSearch };
}
