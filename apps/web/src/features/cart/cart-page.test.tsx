import type { Cart } from "@heritage/domain/cart";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { sampleOrder } from "../../test/sample-order.ts";
import { CartContent } from "./cart-page.tsx";

const product = { id: 3, name: "Agaseke basket", price: "15000.00", stock: 4 };
const full = {
  id: 1,
  total_items: 2,
  total_price: "30000.00",
  items: [{ id: 11, quantity: 2, subtotal: "30000.00", product }],
} as unknown as Cart;
const empty = { ...full, total_items: 0, total_price: "0.00", items: [] } as unknown as Cart;

const payment = {
  id: 9,
  order_id: 5,
  provider: "mtn",
  reference: "ref-1",
  phone: "250788123456",
  amount: "30000.00",
  currency: "RWF",
  failure_reason: null,
  flag: null,
  provider_transaction_id: null,
  simulated: true,
  requested_at: "2026-05-01T09:00:00Z",
  expires_at: "2026-05-01T09:15:00Z",
  settled_at: null,
  last_checked_at: null,
  events: [],
};
const awaiting = {
  ...sampleOrder({ id: 5, number: "DHP-2026-000005" }),
  total: "30000.00",
  payment_method: "mobile_money",
  payments: [{ ...payment, status: "awaiting" }],
};
const paid = { ...awaiting, status: "confirmed", payments: [{ ...payment, status: "paid" }] };

beforeEach(() => {
  // A signed-in shopper: only shoppers have a cart.
  localStorage.setItem("authToken", "access-token");
  localStorage.setItem("refresh", "refresh-token");
  localStorage.setItem("userInfo", JSON.stringify({ username: "keza", type: "user" }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the cart page behind a mobile-money payment", { timeout: 30_000 }, () => {
  it("keeps the payment dialog open when the paid order empties the cart, then shows the empty cart", async () => {
    // The server empties the cart when the order is placed; the page reads it again once paid.
    let placed = false;
    const fetchMock = vi.fn(async (url: string) => {
      if (url === "/api/market/cart/my_cart/") return jsonResponse(200, placed ? empty : full);
      if (url === "/api/config/") return jsonResponse(200, { whatsapp_number: "250788000000" });
      if (url === "/api/payments/providers/")
        return jsonResponse(200, { providers: [{ name: "mtn", simulated: true }] });
      if (url.startsWith("/api/market/delivery-zones/"))
        return jsonResponse(200, { zones: [], abroad_offered: false });
      if (url === "/api/users/me/addresses/") return jsonResponse(200, { results: [] });
      if (url === "/api/market/checkout/quote/")
        return jsonResponse(200, {
          subtotal: "30000.00",
          discount: "0.00",
          delivery_fee: null,
          total: "30000.00",
          promo: null,
          zone: null,
        });
      if (url === "/api/market/orders/") {
        placed = true;
        return jsonResponse(201, awaiting);
      }
      if (url.startsWith("/api/market/orders/5")) return jsonResponse(200, paid);
      return jsonResponse(404, { detail: "Not found." });
    });
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderRoute(<CartContent />, { path: "/market/cart" });

    await user.click(await screen.findByRole("button", { name: "Proceed to Checkout" }));
    await user.type(await screen.findByLabelText("Phone number"), "0788 123 456");
    await user.type(screen.getByLabelText("Delivery address"), "KG 7 Ave 12, Kigali");
    await user.click(await screen.findByRole("radio", { name: /Mobile Money/ }));
    await user.click(screen.getByRole("radio", { name: "MTN MoMo" }));
    await user.click(screen.getByRole("button", { name: "Pay RWF 30,000 with Mobile Money" }));

    expect(await screen.findByText("Payment received", {}, { timeout: 10_000 })).toBeVisible();
    // The cart behind it was read again and is empty; the dialog stayed to say so.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === "/api/market/cart/my_cart/").length,
      ).toBeGreaterThan(1),
    );
    expect(
      await screen.findByText("Find Agaseke baskets, Imigongo art and more in the marketplace."),
    ).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Complete Your Payment" })).toBeVisible();
    expect(screen.getByText("Payment received")).toBeVisible();
  });
});
