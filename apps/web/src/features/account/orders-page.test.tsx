import type { Order } from "@heritage/domain/orders";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { sampleOrder, sampleOrderLine } from "../../test/sample-order.ts";
import OrdersPage from "./orders-page.tsx";

const order = (overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    total: "75000.00",
    total_items: 3,
    lines: [
      sampleOrderLine(),
      sampleOrderLine({
        id: 2,
        product_id: 4,
        name: "Imigongo panel",
        price: "45000.00",
        quantity: 1,
        subtotal: "45000.00",
      }),
    ],
    ...overrides,
  });

const page = (results: Order[]) => ({ count: results.length, next: null, previous: null, results });

afterEach(() => vi.unstubAllGlobals());

describe("/orders", () => {
  it("shows each order with number, date, status, lines and total", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        jsonResponse(200, page([order(), order({ id: 8, number: "DHP-2026-000008", status: "delivered" })])),
      ),
    );
    renderRoute(<OrdersPage />, { path: "/orders" });
    const first = await screen.findByRole("article", { name: "DHP-2026-000007" });
    expect(within(first).getByText("Pending")).toBeInTheDocument();
    expect(within(first).getByText("Placed 14 Mar 2026, 10:30")).toBeInTheDocument();
    expect(within(first).getByText("Agaseke basket")).toBeInTheDocument();
    expect(within(first).getByText("2 × RWF 15,000")).toBeInTheDocument();
    expect(within(first).getByText("RWF 75,000")).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: /Cancel order/ })).toBeInTheDocument();
    const delivered = screen.getByRole("article", { name: "DHP-2026-000008" });
    expect(within(delivered).getByText("Delivered")).toBeInTheDocument();
    expect(within(delivered).queryByRole("button", { name: /Cancel order/ })).not.toBeInTheDocument();
  });

  it("cancels a pending order after the confirmation and shows the new status", async () => {
    let cancelled = false;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST" && url === "/api/market/orders/7/cancel/") {
        cancelled = true;
        return jsonResponse(200, order({ status: "cancelled", cancel_reason: "shopper" }));
      }
      return jsonResponse(
        200,
        page([cancelled ? order({ status: "cancelled", cancel_reason: "shopper" }) : order()]),
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderRoute(<OrdersPage />, { path: "/orders" });
    await user.click(await screen.findByRole("button", { name: /Cancel order/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancel this order?" });
    expect(within(dialog).getByText(/Its items go back on sale/)).toBeInTheDocument();
    // "Keep order" closes without a call.
    await user.click(within(dialog).getByRole("button", { name: "Keep order" }));
    expect(fetchMock).not.toHaveBeenCalledWith("/api/market/orders/7/cancel/", expect.anything());
    await user.click(screen.getByRole("button", { name: /Cancel order/ }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel order" }),
    );
    await waitFor(() => expect(screen.getByText("Cancelled")).toBeInTheDocument());
    expect(screen.getByText("You cancelled this order.")).toBeInTheDocument();
  });

  it("a pending mobile-money order waits for the payment, not for the shop on WhatsApp; an untranslated line says so", async () => {
    const momo = order({
      payment_method: "mobile_money",
      payments: [],
      lines: [sampleOrderLine({ name: "Ingoma drum", translated: false })],
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, page([momo, order({ id: 8, number: "DHP-2026-000008" })]))),
    );
    renderRoute(<OrdersPage />, { path: "/orders" });
    const paying = await screen.findByRole("article", { name: "DHP-2026-000007" });
    expect(
      within(paying).getByText(/confirmed as soon as your mobile-money payment arrives/),
    ).toBeInTheDocument();
    expect(within(paying).queryByText(/WhatsApp/)).not.toBeInTheDocument();
    expect(within(paying).getByText("Not yet translated")).toBeInTheDocument();
    const whatsapp = screen.getByRole("article", { name: "DHP-2026-000008" });
    expect(within(whatsapp).getByText(/The shop confirms by WhatsApp/)).toBeInTheDocument();
    expect(within(whatsapp).queryByText("Not yet translated")).not.toBeInTheDocument();
  });

  it("shows the empty state with a way to the market", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(200, page([]))),
    );
    renderRoute(<OrdersPage />, { path: "/orders" });
    expect(await screen.findByText("You have no orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the Marketplace" })).toHaveAttribute("href", "/market");
  });

  it("offers a retry when the list cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(500, { detail: "boom" })),
    );
    renderRoute(<OrdersPage />, { path: "/orders" });
    expect(await screen.findByText("Failed to load your orders. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
  });
});
