import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ProductList } from "../products/product-list.tsx";
import { ItemImage } from "./item-image.tsx";

const withoutImages = {
  id: 31,
  name: "Peace basket",
  description: "",
  price: "15000.00",
  original_price: null,
  stock: 2,
  condition: "new" as const,
  is_featured: false,
  is_active: true,
  rating: "0.0",
  review_count: 0,
  sales: 0,
  category: 4,
  category_name: "Agaseke & Basketry",
  category_slug: "agaseke",
  images: [],
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z",
};

async function imageViolations(container: Element) {
  const result = await axe.run(container, { runOnly: ["role-img-alt", "image-alt", "svg-img-alt"] });
  return result.violations.map((violation) => violation.id);
}

describe("ItemImage", () => {
  it("hides the fallback logo of a decorative picture from assistive technology", async () => {
    const noop = () => {};
    const { container } = render(
      <ProductList products={[withoutImages]} onView={noop} onEdit={noop} onDelete={noop} />,
    );
    expect(screen.getByText("Peace basket")).toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(await imageViolations(container)).toEqual([]);
  });

  it("names the fallback logo when the picture has a name", async () => {
    const { container } = render(<ItemImage src={null} alt="Imigongo Art" />);
    expect(screen.getByRole("img", { name: "Imigongo Art" })).toBeInTheDocument();
    expect(await imageViolations(container)).toEqual([]);
  });
});
