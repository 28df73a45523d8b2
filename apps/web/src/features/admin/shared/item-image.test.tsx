import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { ProductList } from "../products/product-list.tsx";
import { sampleProduct } from "../test/samples.ts";
import { ItemImage } from "./item-image.tsx";

const withoutImages = sampleProduct({ stock: 2 });

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
