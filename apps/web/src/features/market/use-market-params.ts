import type { Product } from "@heritage/domain/catalog";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { queryKeys } from "../../lib/query-keys.ts";

/**
 * The market's state that belongs in the URL, so that back/forward, reload and shared links work:
 * `?q=` and `?category=` for a search, `?product={id}` for the open details modal.
 */
export function useMarketParams() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  /** The details of a product known by its id only (a search suggestion), from any page of the header. */
  const showProduct = useCallback(
    (id: number) => {
      if (pathname !== "/market") navigate({ pathname: "/market", search: `?product=${id}` });
      else update((next) => next.set("product", String(id)));
    },
    [navigate, pathname, update],
  );

  const startSearch = useCallback(
    (term: string, category: string) => {
      const next = new URLSearchParams();
      next.set("q", term.trim());
      if (category) next.set("category", category);
      // From the cart page (same header) a search goes to the market's results view.
      if (pathname !== "/market") {
        navigate({ pathname: "/market", search: `?${next}` });
        return;
      }
      update((current) => {
        current.set("q", next.get("q") ?? "");
        if (category) current.set("category", category);
        else current.delete("category");
        current.delete("product");
      });
    },
    [navigate, pathname, update],
  );

  const closeSearch = useCallback(
    () =>
      update((next) => {
        next.delete("q");
        next.delete("category");
      }),
    [update],
  );

  return {
    search,
    searchCategory,
    productId,
    openProduct,
    showProduct,
    closeProduct,
    startSearch,
    closeSearch,
  };
}
