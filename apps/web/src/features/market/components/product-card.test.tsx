import type { Product } from "@heritage/domain/catalog";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../lib/i18n/messages.ts";
import { PICTURE_MARGIN, ProductCard } from "./product-card.tsx";
import { SignInPromptProvider } from "./sign-in-prompt.tsx";

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    name: "Agaseke Peace Basket",
    description: "Coiled sisal and sweetgrass with a pointed lid.",
    price: "15000.00",
    original_price: null,
    stock: 25,
    condition: "new",
    is_featured: false,
    is_active: true,
    rating: "4.5",
    review_count: 12,
    sales: 30,
    category: 1,
    category_name: "Agaseke & Basketry",
    category_slug: "agaseke-baskets",
    images: [
      {
        id: 1,
        image: "/media/a.webp",
        thumbnail: "/media/a-thumb.webp",
        is_primary: true,
        width: 1600,
        height: 1200,
        srcset: "/media/a-w320.webp 320w, /media/a-w640.webp 640w, /media/a.webp 1600w",
      },
    ],
    created_at: "2026-01-10T08:00:00Z",
    updated_at: "2026-01-10T08:00:00Z",
    language: "en",
    original_language: "en",
    translated: true,
    version: 1,
    ...overrides,
  };
}

function renderCard(p: Product, onOpen = vi.fn(), pictureWhenNear = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SignInPromptProvider>
          <ProductCard product={p} wishlisted={false} onOpen={onOpen} pictureWhenNear={pictureWhenNear} />
        </SignInPromptProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole("article");
}

describe("ProductCard", () => {
  it("offers the stored widths for a half-width box less its margins on phones, loaded lazily (decisions 195, 200)", () => {
    const card = renderCard(product());
    const picture = within(card).getByRole("img", { name: "Agaseke Peace Basket" });
    expect(picture).toHaveAttribute("src", "/media/a-thumb.webp");
    expect(picture).toHaveAttribute(
      "srcset",
      "/media/a-w320.webp 320w, /media/a-w640.webp 640w, /media/a.webp 1600w",
    );
    expect(picture).toHaveAttribute(
      "sizes",
      "(min-width: 1024px) 25vw, (min-width: 768px) 33vw, calc(50vw - 1.5rem)",
    );
    expect(picture).toHaveAttribute("loading", "lazy");
    expect(picture).not.toHaveAttribute("fetchpriority");
  });

  it("below the first row, asks for its picture only once the card comes near the screen (decision 203)", () => {
    const observed: Array<{ margin: string | undefined; report: (near: boolean) => void }> = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          callback: (entries: Array<{ isIntersecting: boolean }>) => void,
          options?: IntersectionObserverInit,
        ) {
          observed.push({
            margin: options?.rootMargin,
            report: (near) => callback([{ isIntersecting: near }]),
          });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const card = renderCard(product(), vi.fn(), true);
      const picture = () => within(card).queryByRole("img", { name: "Agaseke Peace Basket" });
      expect(picture()).toBeNull();
      // The picture's square box is held meanwhile.
      expect(within(card).getByTestId("picture-to-come")).toHaveClass("aspect-square", "w-full");
      expect(observed.map((o) => o.margin)).toEqual([PICTURE_MARGIN]);
      act(() => observed[0]?.report(false));
      expect(picture()).toBeNull();
      act(() => observed[0]?.report(true));
      expect(within(card).getByRole("img", { name: "Agaseke Peace Basket" })).toHaveAttribute(
        "src",
        "/media/a-thumb.webp",
      );
      expect(within(card).queryByTestId("picture-to-come")).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("says 'Not yet translated' when the name is served in its original language, and marks that language", () => {
    const card = renderCard(
      product({ name: "Agaseke k'amahoro", language: "rw", original_language: "rw", translated: false }),
    );
    expect(within(card).getByText(messages.content.notYetTranslated)).toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Agaseke k'amahoro" })).toHaveAttribute("lang", "rw");
  });

  it("shows no note for a translated product", () => {
    const card = renderCard(product({ name: "Panier de la paix", language: "fr", translated: true }));
    expect(within(card).queryByText(messages.content.notYetTranslated)).not.toBeInTheDocument();
    expect(within(card).getByRole("heading", { name: "Panier de la paix" })).toHaveAttribute("lang", "fr");
  });

  it("shows the price in RWF without decimals, and no discount when there is no higher original", () => {
    const card = renderCard(product({ price: "15000.00", original_price: "15000.00" }));
    expect(within(card).getByText("RWF 15,000")).toBeInTheDocument();
    expect(within(card).queryByText(/%/)).not.toBeInTheDocument();
  });

  it("strikes the original price through and shows round((original − price) / original × 100)", () => {
    const card = renderCard(product({ price: "13000.00", original_price: "19000.00" }));
    const struck = card.querySelector("s");
    expect(struck).toHaveTextContent("RWF 19,000");
    // (19000 − 13000) / 19000 = 31.58 % → 32
    expect(within(card).getByText("-32%")).toBeInTheDocument();
  });

  it.each([
    [11, "In Stock"],
    [10, "10 left"],
    [1, "1 left"],
  ])("stock %i reads '%s' and can be added", (stock, label) => {
    const card = renderCard(product({ stock }));
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /Add to Cart/ })).toBeEnabled();
  });

  it("reads 'Out of Stock' at 0 with the add button disabled", () => {
    const card = renderCard(product({ stock: 0 }));
    expect(within(card).getByText("Out of Stock")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /Add to Cart/ })).toBeDisabled();
  });

  it("opens the details from the name and falls back to the placeholder when the picture fails", async () => {
    const onOpen = vi.fn();
    const p = product();
    const card = renderCard(p, onOpen);
    await userEvent.click(within(card).getByRole("button", { name: "View details of Agaseke Peace Basket" }));
    expect(onOpen).toHaveBeenCalledWith(p);

    const img = within(card).getByRole("img", { name: "Agaseke Peace Basket" });
    fireEvent.error(img);
    expect(card.querySelector("img")).toBeNull();
    expect(within(card).getByRole("img", { name: "Agaseke Peace Basket" }).tagName).toBe("DIV");
  });
});
