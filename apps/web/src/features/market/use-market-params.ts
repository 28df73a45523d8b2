import type { Product } from "@heritage/domain/catalog";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { queryKeys } from "../../lib/query-keys.ts";
import { useQueuedSearchParams } from "../../lib/use-queued-search-params.ts";

/**
 * The market's state that belongs in the URL, so that back/forward, reload and shared links work:
 * `?q=` and `?category=` for a search, `?product={id}` for the open details modal.
 */
export function useMarketParams() {
  const [params, setParams] = useQueuedSearchParams();
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
        // A new search starts at its first page.
        current.delete("page");
      });
    },
    [navigate, pathname, update],
  );

  const closeSearch = useCallback(
    () =>
      update((next) => {
        next.delete("q");
        next.delete("category");
        next.delete("page");
      }),
    [update],
  );

  /**
   * The home listing narrowed to one category (the header's picker with an empty box, a row's "See all"):
   * `?category=` without `?q=`, then the listing is brought into view.
   */
  const openCategory = useCallback(
    (category: string) => {
      const next = new URLSearchParams();
      if (category) next.set("category", category);
      if (pathname !== "/market") {
        navigate({ pathname: "/market", search: next.size ? `?${next}` : "" });
      } else {
        update((current) => {
          for (const key of ["q", "page", "product"]) current.delete(key);
          if (category) current.set("category", category);
          else current.delete("category");
        });
      }
      // After the new view has rendered (a search's listing may still be on the page this instant).
      window.setTimeout(focusProducts, 50);
    },
    [navigate, pathname, update],
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
    openCategory,
  };
}

/** Moves to the listing (the skip link's and "See all"'s target) once it is on the page. */
export function focusProducts(tries: number = 50) {
  const target = document.getElementById("products");
  if (target) {
    // The listing's top (its toolbar shows the category), then the focus just before the first product.
    (target.parentElement ?? target).scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  } else if (tries > 0) {
    window.setTimeout(() => focusProducts(tries - 1), 100);
  }
}
