import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { sampleOrder } from "../../test/sample-order.ts";
import { latePayment } from "../../test/sample-payment.ts";
import OrdersPage from "./orders-page.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("/orders: money that came after the order was cancelled", () => {
  it("tells the shopper the shop will refund it, and to which number", async () => {
    const order = sampleOrder({
      status: "cancelled",
      cancel_reason: "expired",
      payment_method: "mobile_money",
      payments: [latePayment],
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, { count: 1, next: null, previous: null, results: [order] })),
    );
    renderRoute(<OrdersPage />, { path: "/orders" });
    const card = await screen.findByRole("article", { name: "DHP-2026-000007" });
    expect(
      within(card).getByText(
        "Your payment arrived after this order was cancelled. The shop will refund RWF 30,000 to +250788123454.",
      ),
    ).toBeInTheDocument();
  });
});
