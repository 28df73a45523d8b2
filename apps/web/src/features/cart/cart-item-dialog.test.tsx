import type { CartItem } from "@heritage/domain/cart";
import type { Product } from "@heritage/domain/catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/render.tsx";
import { CartItemDialog } from "./cart-item-dialog.tsx";

/** product §2 cart page: a line's details modal; §8: 'Failed to load category information'. */
const product: Product = {
  id: 7,
  name: "Agaseke Peace Basket",
  description: "Coiled sisal and sweetgrass with a pointed lid.",
  price: "15000.00",
  original_price: "20000.00",
  stock: 4,
  condition: "refurbished",
  is_featured: false,
  is_active: true,
  rating: "4.5",
  review_count: 12,
  sales: 30,
  category: 3,
  category_name: "Agaseke & Basketry",
  category_slug: "agaseke-baskets",
  images: [],
  created_at: "2026-01-10T08:00:00Z",
  updated_at: "2026-01-12T08:00:00Z",
  language: "en",
  original_language: "en",
  translated: true,
  version: 1,
};
const item: CartItem = { id: 41, product, quantity: 2, subtotal: "30000.00" };
const category = {
  id: 3,
  name: "Agaseke & Basketry",
  slug: "agaseke-baskets",
  description: "Peace baskets woven by cooperatives around Lake Kivu.",
  image: null,
  created_at: "2026-01-01T08:00:00Z",
  updated_at: "2026-01-01T08:00:00Z",
  version: 1,
  product_count: 9,
};

afterEach(() => vi.unstubAllGlobals());

function renderDialog(categoryAnswer: Response) {
  const fetchMock = vi.fn(async () => categoryAnswer);
  vi.stubGlobal("fetch", fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartItemDialog item={item} onClose={() => {}} />
    </QueryClientProvider>,
  );
  return { dialog: screen.getByRole("dialog", { name: product.name }), fetchMock };
}

/** The value shown next to a term of the details list. */
function detailOf(dialog: HTMLElement, term: string): HTMLElement {
  const dt = within(dialog).getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("CartItemDialog", () => {
  it("shows description, price, condition, rating, availability, date added and the category", async () => {
    const { dialog, fetchMock } = renderDialog(jsonResponse(200, category));
    expect(within(dialog).getByText(product.description)).toBeInTheDocument();
    expect(detailOf(dialog, "Price")).toHaveTextContent("RWF 15,000");
    expect(detailOf(dialog, "Price")).toHaveTextContent("Was RWF 20,000");
    expect(detailOf(dialog, "Price")).toHaveTextContent("-25% off");
    expect(detailOf(dialog, "Condition")).toHaveTextContent("Refurbished");
    expect(
      within(detailOf(dialog, "Rating")).getByRole("img", { name: "Rated 4.5 out of 5, 12 reviews" }),
    ).toBeInTheDocument();
    expect(detailOf(dialog, "Availability")).toHaveTextContent("4 left");
    expect(detailOf(dialog, "Date added")).toHaveTextContent("10 Jan 2026");

    const categoryBlock = within(dialog).getByRole("region", { name: "Category" });
    // The name is there at once (the product's), the rest once the category is read.
    expect(within(categoryBlock).getByText("Agaseke & Basketry")).toBeInTheDocument();
    expect(await within(categoryBlock).findByText(category.description)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/market/categories/3/", expect.anything());
  });

  it("says 'Failed to load category information' when the category cannot be read", async () => {
    const { dialog } = renderDialog(jsonResponse(500, { detail: "boom" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Failed to load category information");
    // The rest of the details stay.
    expect(detailOf(dialog, "Availability")).toHaveTextContent("4 left");
  });
});
