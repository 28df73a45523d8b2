import type { Category } from "@heritage/domain/catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { jsonResponse } from "../../../test/render.tsx";
import { MarketHeader } from "./market-header.tsx";

// On a page the server drew, a choice made before the script ran is played back as soon as React owns
// the element (decision 237): that can be after the header's first commit and before its effects. An
// effect that copied the address's category into the picker then put the empty one back, and the
// search went out without the category the shopper had picked (CI's market.spec "search with a
// category picked"). The pick is made here at that moment, from a layout effect.

const baskets = {
  id: 1,
  name: "Baskets",
  slug: "baskets",
  description: "",
  image: null,
  image_srcset: null,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
  product_count: 3,
} as unknown as Category;

function PickOnFirstCommit({ slug }: { slug: string }) {
  useLayoutEffect(() => {
    const picker = within(screen.getByRole("banner")).getByRole("combobox", { name: "Category" });
    fireEvent.change(picker, { target: { value: slug } });
  }, [slug]);
  return null;
}

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => jsonResponse(200, { count: 0, next: null, previous: null, results: [] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

it("keeps a category picked between the first commit and its effects, and searches in it", async () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(queryKeys.categories.list(), [baskets]);
  // A search is running, so the pick narrows the next search instead of opening the category.
  const router = createMemoryRouter(
    [
      {
        path: "/market",
        element: (
          <>
            <MarketHeader />
            <PickOnFirstCommit slug="baskets" />
          </>
        ),
      },
    ],
    { initialEntries: ["/market?q=clay"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const picker = within(screen.getByRole("banner")).getByRole("combobox", { name: "Category" });
  await waitFor(() => expect(picker).toHaveValue("baskets"));

  fireEvent.submit(screen.getByRole("search"));

  await waitFor(() => expect(router.state.location.search).toContain("q=clay"));
  expect(new URLSearchParams(router.state.location.search).get("category")).toBe("baskets");
});
