import type { Order } from "@heritage/domain/orders";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client.ts";
import { jsonResponse } from "../../test/render.tsx";
import { sampleOrder, sampleOrderLine } from "../../test/sample-order.ts";
import OrdersPage from "./orders-page.tsx";

/**
 * /orders follows the shop's status changes by itself. Rendered with the app's own query client
 * (30 s fresh, no refetch on focus by default), so the page's own options are what is tested.
 */
const order = (status: Order["status"]): Order =>
  sampleOrder({
    status,
    total: "15000.00",
    total_items: 1,
    lines: [sampleOrderLine({ quantity: 1, subtotal: "15000.00" })],
    confirmed_at: status === "confirmed" ? "2026-03-14T09:00:00.000Z" : null,
  });

/** The server answers 'pending' until the shop confirms the order. */
function serverWhereTheShopConfirmsLater() {
  const state = { status: "pending" as Order["status"] };
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      jsonResponse(200, { count: 1, next: null, previous: null, results: [order(state.status)] }),
    ),
  );
  return state;
}

function renderOrdersPage() {
  const router = createMemoryRouter([{ path: "/orders", element: <OrdersPage /> }], {
    initialEntries: ["/orders"],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const card = () => screen.findByRole("article", { name: "DHP-2026-000007" });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/orders keeps up with status changes", () => {
  it("reads the orders again when the window regains focus", async () => {
    const server = serverWhereTheShopConfirmsLater();
    renderOrdersPage();
    expect(within(await card()).getByText("Pending")).toBeInTheDocument();

    server.status = "confirmed";
    act(() => {
      window.dispatchEvent(new Event("visibilitychange"));
    });
    expect(await within(await card()).findByText("Confirmed")).toBeInTheDocument();
  });

  it("reads the orders again every minute while shown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serverWhereTheShopConfirmsLater();
    renderOrdersPage();
    expect(within(await card()).getByText("Pending")).toBeInTheDocument();

    server.status = "confirmed";
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(within(await card()).getByText("Pending")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await within(await card()).findByText("Confirmed")).toBeInTheDocument();
  });
});
