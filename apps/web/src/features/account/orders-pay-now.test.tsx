import type { Order } from "@heritage/domain/orders";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { sampleOrder } from "../../test/sample-order.ts";
import OrdersPage from "./orders-page.tsx";

const page = (results: Order[]) => ({ count: results.length, next: null, previous: null, results });
const later = new Date(Date.now() + 10 * 60_000).toISOString();
const awaiting = {
  id: 10,
  order_id: 7,
  provider: "mtn" as const,
  reference: "ref-2",
  phone: "250788555666",
  amount: "30000.00",
  currency: "RWF",
  status: "awaiting" as const,
  failure_reason: null,
  flag: null,
  provider_transaction_id: null,
  simulated: true,
  requested_at: new Date().toISOString(),
  expires_at: later,
  settled_at: null,
  last_checked_at: null,
  events: [],
};

afterEach(() => vi.unstubAllGlobals());

describe("/orders: Pay now on a pending order (decision 255)", { timeout: 20_000 }, () => {
  it("opens the payment flow on the same order, sends the request and follows it; no WhatsApp wording for mobile money", async () => {
    const pending = sampleOrder({ payment_method: "mobile_money", payments: [] });
    const paying = { ...pending, payments: [awaiting] };
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/payments/providers/")
        return jsonResponse(200, { providers: [{ name: "mtn", simulated: true }] });
      if (url === "/api/market/orders/7/payment/" && init?.method === "POST")
        return jsonResponse(201, paying);
      if (url === "/api/market/orders/7/payment/") return jsonResponse(200, paying);
      return jsonResponse(
        200,
        page([pending, sampleOrder({ id: 8, number: "DHP-2026-000008", status: "confirmed" })]),
      );
    });
    vi.stubGlobal("fetch", fetchMock);
    const { user } = renderRoute(<OrdersPage />, { path: "/orders" });
    const card = await screen.findByRole("article", { name: "DHP-2026-000007" });
    expect(within(card).queryByText(/WhatsApp/)).toBeNull();
    expect(
      within(screen.getByRole("article", { name: "DHP-2026-000008" })).queryByRole("button", {
        name: /Pay now/,
      }),
    ).toBeNull();
    await user.click(await within(card).findByRole("button", { name: "Pay now DHP-2026-000007" }));
    const dialog = await screen.findByRole("dialog", { name: "Pay for order DHP-2026-000007" });
    expect(within(dialog).getByLabelText("Phone number that pays")).toHaveValue("+250788123456");
    await user.clear(within(dialog).getByLabelText("Phone number that pays"));
    await user.type(within(dialog).getByLabelText("Phone number that pays"), "0788555666");
    await user.click(within(dialog).getByRole("button", { name: "Pay RWF 30,000 with Mobile Money" }));
    expect(await within(dialog).findByText("Approve the payment of RWF 30,000 on your phone")).toBeVisible();
    const sent = fetchMock.mock.calls.find(
      ([url, init]) => url === "/api/market/orders/7/payment/" && init?.method === "POST",
    );
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ provider: "mtn", phone: "0788555666" });
  });
});
