import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageWindow } from "./pagination.tsx";
import { Price } from "./price.tsx";
import { RatingStars } from "./rating-stars.tsx";
import { StockBadge } from "./stock-badge.tsx";

describe("Price", () => {
  it("shows RWF without decimals, the struck original and the discount percent", () => {
    const { container } = render(<Price price="15000.00" originalPrice="20000.00" />);
    expect(container).toHaveTextContent("RWF 15,000");
    expect(container.querySelector("s")).toHaveTextContent("RWF 20,000");
    expect(container).toHaveTextContent("-25%");
  });

  it("shows no original when it is not higher", () => {
    const { container } = render(<Price price="15000.00" originalPrice="15000.00" />);
    expect(container.querySelector("s")).toBeNull();
    expect(container).not.toHaveTextContent("%");
  });
});

describe("StockBadge (product §4 tiers)", () => {
  it.each([
    [11, "In Stock"],
    [10, "10 left"],
    [1, "1 left"],
    [0, "Out of Stock"],
  ])("%i → %s", (stock, label) => {
    render(<StockBadge stock={stock} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe("RatingStars", () => {
  it("reads the rating and the review count", () => {
    render(<RatingStars rating="4.50" count={12} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5, 12 reviews" })).toBeInTheDocument();
  });

  it("shows N/A without a rating", () => {
    render(<RatingStars rating={null} />);
    expect(screen.getByText(/N\/A/)).toBeInTheDocument();
  });

  it("says 'No reviews yet' rather than 0.0 (0) when nobody has reviewed", () => {
    render(<RatingStars rating="0.00" count={0} />);
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.queryByText(/0\.0/)).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});

describe("Pagination", () => {
  it("keeps first, last and the neighbours, with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });

  it("marks the current page and moves by the arrows", async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={1} pageCount={4} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("with hrefFor, gives each page a real link and changes the page in place on a plain click", async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        pageCount={4}
        onPageChange={onPageChange}
        hrefFor={(page) => `/market?page=${page}`}
      />,
    );
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Page 4" })).toHaveAttribute("href", "/market?page=4");
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("href", "/market?page=1");
    await userEvent.click(screen.getByRole("link", { name: "Next page" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("is hidden for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
