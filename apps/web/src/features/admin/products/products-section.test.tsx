import type { Product } from "@heritage/domain/catalog";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../components/ui/toaster.tsx";
import { queryKeys } from "../../../lib/query-keys.ts";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import { sampleProduct } from "../test/samples.ts";
import { NO_PRODUCT_FILTERS, type ProductFilters, productListQuery } from "./product-filters-state.ts";
import ProductsSection from "./products-section.tsx";

const basket = sampleProduct({ is_active: false, review_count: 3 });
const page = (results: Product[]) => ({ count: results.length, next: null, previous: null, results });

afterEach(() => vi.unstubAllGlobals());

/** The shell keeps the filters (the top bar's search shares them); this stands in for it. */
function Shell() {
  const [filters, setFilters] = useState<ProductFilters>(NO_PRODUCT_FILTERS);
  return (
    <>
      <ProductsSection filters={filters} onFiltersChange={setFilters} />
      <Toaster />
    </>
  );
}

/** The query string of the last product list request. */
const lastListQuery = (calls: Array<{ method: string; url: string }>) => {
  const url = calls
    .filter((call) => call.method === "GET" && call.url.includes("/market/products/"))
    .at(-1)?.url;
  return Object.fromEntries(new URL(url ?? "/", "http://localhost").searchParams);
};

describe("productListQuery", () => {
  it("turns the panel's filters into the server's query", () => {
    expect(
      productListQuery(
        { search: " imigongo ", minPrice: "1000", maxPrice: "50000", featured: "featured" },
        2,
        8,
      ),
    ).toEqual({
      search: "imigongo",
      min_price: "1000",
      max_price: "50000",
      is_featured: true,
      page: 2,
      page_size: 8,
    });
    expect(productListQuery({ ...NO_PRODUCT_FILTERS, featured: "not_featured" }, 1, 8).is_featured).toBe(
      false,
    );
    expect(productListQuery(NO_PRODUCT_FILTERS, 1, 8)).toEqual({
      search: undefined,
      min_price: undefined,
      max_price: undefined,
      is_featured: undefined,
      page: 1,
      page_size: 8,
    });
  });
});

describe("ProductsSection", () => {
  it("shows the row's status: Inactive, Out of stock, N/A with the review count", async () => {
    fakeApi({ "GET /api/market/products/": { status: 200, body: page([basket]) } });
    renderSection(<Shell />);
    const row = within(await screen.findByRole("listitem"));
    expect(row.getByText("Peace basket")).toBeInTheDocument();
    expect(row.getByText("Inactive")).toBeInTheDocument();
    expect(row.getByText("Out of stock")).toBeInTheDocument();
    expect(row.getByText("N/A · 3 reviews")).toBeInTheDocument();
  });

  it("filters by price and featured on Apply Filters, and Reset clears them", async () => {
    const user = userEvent.setup();
    const drum = { ...basket, id: 32, name: "Ingoma drum", price: "60000.00", is_featured: true };
    // A server that filters as the real one does, so the list shows what was asked for.
    const calls = fakeApi({
      "GET /api/market/products/": async ({ url }) => {
        const q = Object.fromEntries(url.searchParams);
        const rows = [basket, drum].filter(
          (p) =>
            (!q.min_price || Number(p.price) >= Number(q.min_price)) &&
            (!q.max_price || Number(p.price) <= Number(q.max_price)) &&
            (!q.is_featured || String(p.is_featured) === q.is_featured),
        );
        return { status: 200, body: page(rows) };
      },
    });
    renderSection(<Shell />);
    const names = async (expected: string[]) =>
      waitFor(() => {
        const list = within(screen.getByRole("list", { name: "Products" }));
        expect(list.getAllByRole("listitem")).toHaveLength(expected.length);
        for (const name of expected) expect(list.getByText(name)).toBeInTheDocument();
      });
    await names(["Peace basket", "Ingoma drum"]);
    expect(lastListQuery(calls)).toEqual({ page: "1", page_size: "8" });

    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.type(screen.getByLabelText("Min price (RWF)"), "1000");
    await user.type(screen.getByLabelText("Max price (RWF)"), "70000");
    await user.selectOptions(screen.getByLabelText("Featured"), "Featured");
    // Nothing is asked until the filters are applied.
    expect(lastListQuery(calls)).toEqual({ page: "1", page_size: "8" });
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await names(["Ingoma drum"]);
    expect(lastListQuery(calls)).toEqual({
      min_price: "1000",
      max_price: "70000",
      is_featured: "true",
      page: "1",
      page_size: "8",
    });
    await user.selectOptions(screen.getByLabelText("Featured"), "Not featured");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await names(["Peace basket"]);
    expect(lastListQuery(calls).is_featured).toBe("false");
    await user.clear(screen.getByLabelText("Max price (RWF)"));
    await user.type(screen.getByLabelText("Max price (RWF)"), "20000");
    await user.selectOptions(screen.getByLabelText("Featured"), "All");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    await names(["Peace basket"]);
    expect(lastListQuery(calls)).toEqual({
      min_price: "1000",
      max_price: "20000",
      page: "1",
      page_size: "8",
    });

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await names(["Peace basket", "Ingoma drum"]);
    expect(screen.getByLabelText("Min price (RWF)")).toHaveValue(null);
    expect(screen.getByLabelText("Max price (RWF)")).toHaveValue(null);
    expect(screen.getByLabelText("Featured")).toHaveValue("all");
  });

  it("says how to go on when there is no product, with or without filters", async () => {
    const user = userEvent.setup();
    fakeApi({ "GET /api/market/products/": { status: 200, body: page([]) } });
    renderSection(<Shell />);
    expect(await screen.findByText("No products found.")).toBeInTheDocument();
    expect(screen.getByText("Add your first product to get started.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.type(screen.getByLabelText("Min price (RWF)"), "999999");
    await user.click(screen.getByRole("button", { name: "Apply Filters" }));
    expect(await screen.findByText("Try different filters")).toBeInTheDocument();
    expect(screen.queryByText("Add your first product to get started.")).not.toBeInTheDocument();
  });

  it("says when a delete fails, then deletes and refreshes the lists that show the product", async () => {
    const user = userEvent.setup();
    fakeApi({
      "GET /api/market/products/": { status: 200, body: page([basket]) },
      "DELETE /api/market/products/31/": [{ status: 500 }, { status: 204 }],
    });
    const { queryClient } = renderSection(<Shell />);
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const askToDelete = async () => {
      await user.click(await screen.findByRole("button", { name: "Delete Peace basket" }));
      const confirm = screen.getByRole("alertdialog", {
        name: "Are you sure you want to delete this product?",
      });
      await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    };
    await askToDelete();
    expect(await screen.findByText("Failed to delete product. Please try again.")).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    await askToDelete();
    expect(await screen.findByText("Product deleted")).toBeInTheDocument();
    for (const queryKey of [
      queryKeys.products.lists(),
      queryKeys.categories.lists(),
      queryKeys.adminStats,
      queryKeys.adminCarts.lists(),
    ]) {
      expect(invalidate).toHaveBeenCalledWith({ queryKey });
    }
  });
});
