import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/render.tsx";
import { MakerProducts } from "./maker-products.tsx";

describe("a maker's products", () => {
  it("lists each piece with its price, opening its details in the market", () => {
    renderRoute(
      <MakerProducts
        products={[
          { id: 4, name: "Imigongo panel", price: 45000, image: "/media/p4-thumb.webp" },
          { id: 5, name: "Agaseke basket", price: 12000, image: null },
        ]}
      />,
    );
    const section = screen.getByRole("region", { name: "In the market" });
    expect(within(section).getByRole("link", { name: /^Imigongo panel/ })).toHaveAttribute(
      "href",
      "/market?product=4",
    );
    expect(within(section).getByRole("link", { name: /^Agaseke basket/ })).toHaveAttribute(
      "href",
      "/market?product=5",
    );
    expect(within(section).getByText(/45[,.\s\u202f]?000/)).toBeInTheDocument();
  });

  it("shows nothing when the maker sells nothing", () => {
    renderRoute(<MakerProducts products={[]} />);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });
});
