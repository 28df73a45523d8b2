import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSection } from "../test/fake-api.tsx";
import { TopBar } from "./top-bar.tsx";

afterEach(() => vi.unstubAllGlobals());

const stats = (out_of_stock_products: number, pending_orders: number) => ({
  status: 200,
  body: {
    products: 20,
    active_products: 18,
    out_of_stock_products,
    customers: 5,
    categories: 4,
    cart_items: 0,
    cart_value: "0",
    orders_today: 1,
    revenue_this_month: "0",
    pending_orders,
  },
});

function renderBar(onOpenProducts = vi.fn(), onOpenOrders = vi.fn()) {
  renderSection(
    <MemoryRouter>
      <TopBar
        onOpenMenu={() => {}}
        productSearch=""
        onSearchProducts={() => {}}
        onOpenProducts={onOpenProducts}
        onOpenOrders={onOpenOrders}
      />
    </MemoryRouter>,
  );
  return { onOpenProducts, onOpenOrders };
}

describe("the admin's notification bell", () => {
  it("counts products out of stock and new orders awaiting confirmation, and lists both", async () => {
    fakeApi({ "GET /api/admin/stats/": stats(2, 3) });
    const { onOpenOrders, onOpenProducts } = renderBar();
    const user = userEvent.setup();
    const bell = await screen.findByRole("button", { name: "5 notifications" });
    await user.click(bell);
    await user.click(await screen.findByRole("menuitem", { name: "3 new orders awaiting confirmation" }));
    expect(onOpenOrders).toHaveBeenCalledOnce();
    await user.click(screen.getByRole("button", { name: "5 notifications" }));
    await user.click(await screen.findByRole("menuitem", { name: "2 products are out of stock" }));
    expect(onOpenProducts).toHaveBeenCalledOnce();
  });

  it("counts a new order even when every product is in stock", async () => {
    fakeApi({ "GET /api/admin/stats/": stats(0, 1) });
    renderBar();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "1 notifications" }));
    expect(await screen.findByRole("menuitem", { name: "1 new order awaiting confirmation" })).toBeVisible();
    expect(screen.queryByRole("menuitem", { name: /out of stock/ })).not.toBeInTheDocument();
  });
});
