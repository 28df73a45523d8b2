import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/render.tsx";
import { WishlistButton } from "./wishlist-button.tsx";

/** product §4's heart: a spinner while the toggle runs (and no second click), the server's answer after. */
afterEach(() => vi.unstubAllGlobals());

function signIn() {
  localStorage.setItem("authToken", "access-token");
  localStorage.setItem("refresh", "refresh-token");
  localStorage.setItem("userInfo", JSON.stringify({ username: "keza", type: "user" }));
}

function renderHeart(wishlisted = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WishlistButton productId={7} productName="Agaseke Peace Basket" wishlisted={wishlisted} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("WishlistButton", () => {
  it("shows a spinner and stays disabled while the toggle is pending", async () => {
    signIn();
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    const user = renderHeart();
    const heart = screen.getByRole("button", { name: "Add Agaseke Peace Basket to wishlist" });
    expect(screen.queryByTestId("wishlist-spinner")).not.toBeInTheDocument();

    await user.click(heart);
    expect(heart).toBeDisabled();
    expect(heart).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("wishlist-spinner")).toBeInTheDocument();
    await user.click(heart);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/market/wishlist/toggle_product/");
    expect(JSON.parse(String(init.body))).toEqual({ product_id: 7 });

    answer(jsonResponse(200, { status: "added", is_wishlisted: true }));
    await vi.waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute("aria-busy", "false");
    expect(screen.queryByTestId("wishlist-spinner")).not.toBeInTheDocument();
  });

  it("asks a visitor to sign in instead, with no call and no spinner", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const user = renderHeart();
    await user.click(screen.getByRole("button", { name: "Add Agaseke Peace Basket to wishlist" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId("wishlist-spinner")).not.toBeInTheDocument();
  });
});
