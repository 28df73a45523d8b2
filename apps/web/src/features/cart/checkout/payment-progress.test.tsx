import type { Order } from "@heritage/domain/orders";
import type { Payment } from "@heritage/domain/payments";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../../test/render.tsx";
import { sampleOrder } from "../../../test/sample-order.ts";
import { PaymentProgress } from "./payment-progress.tsx";

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 9,
    order_id: 5,
    provider: "mtn",
    reference: "ref-1",
    phone: "250788123454",
    amount: "30000.00",
    currency: "RWF",
    status: "awaiting",
    failure_reason: null,
    flag: null,
    provider_transaction_id: null,
    simulated: true,
    requested_at: new Date().toISOString(),
    expires_at: inMinutes(10),
    settled_at: null,
    last_checked_at: null,
    events: [],
    ...overrides,
  };
}

const order = (payments: Payment[], overrides: Partial<Order> = {}): Order =>
  sampleOrder({
    id: 5,
    number: "DHP-2026-000005",
    payment_method: "mobile_money",
    expires_at: inMinutes(48 * 60),
    payments,
    ...overrides,
  });

/** The API: the order as `current()` says on every read; `onRequest` answers a new request. */
function setup(current: () => Order, onRequest: (body: Record<string, unknown>) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/payments/providers/")
      return jsonResponse(200, {
        providers: [
          { name: "mtn", simulated: true },
          { name: "airtel", simulated: true },
        ],
      });
    if (url === "/api/market/orders/5/payment/" && init?.method === "POST")
      return onRequest(JSON.parse(String(init.body)));
    if (url === "/api/market/orders/5/payment/") return jsonResponse(200, current());
    return jsonResponse(200, {});
  });
  vi.stubGlobal("fetch", fetchMock);
  const onClose = vi.fn();
  const view = renderRoute(<PaymentProgress order={current()} onClose={onClose} />, {
    path: "/market/cart",
  });
  const reads = () =>
    fetchMock.mock.calls.filter(
      ([url, init]) => url === "/api/market/orders/5/payment/" && init?.method !== "POST",
    ).length;
  const requests = () =>
    fetchMock.mock.calls
      .filter(([url, init]) => url === "/api/market/orders/5/payment/" && init?.method === "POST")
      .map(([, init]) => JSON.parse(String(init?.body)));
  return { ...view, fetchMock, reads, requests };
}

afterEach(() => vi.unstubAllGlobals());

describe("a payment that waits (decision 255)", { timeout: 20_000 }, () => {
  it("shows the time left to approve, and 'Check again' asks the server, which asks the provider", async () => {
    const waiting = order([payment()]);
    const f = setup(
      () => waiting,
      () => jsonResponse(500, {}),
    );
    expect(screen.getByText(/^Time left to approve: (10:00|9:5\d)$/)).toBeVisible();
    expect(screen.getByText(/^This request stays open until /)).toBeVisible();
    const before = f.reads();
    await f.user.click(screen.getByRole("button", { name: "Check again" }));
    await waitFor(() => expect(f.reads()).toBeGreaterThan(before));
    expect(
      await screen.findByText("Not approved yet: the request is still waiting on your phone."),
    ).toBeVisible();
  });

  it("'Use another number' sends a new request on the same order in place of the waiting one", async () => {
    let current = order([payment()]);
    const f = setup(
      () => current,
      (body) => {
        current = order([
          payment({ status: "expired", failure_reason: "replaced" }),
          payment({ id: 10, provider: "airtel", phone: "250738555666", reference: "ref-2" }),
        ]);
        return body.phone === "0738 555 666" ? jsonResponse(201, current) : jsonResponse(500, {});
      },
    );
    await f.user.click(screen.getByRole("button", { name: "Use another number" }));
    expect(screen.getByText("The request waiting now is withdrawn: approve only the new one.")).toBeVisible();
    await f.user.click(await screen.findByRole("radio", { name: "Airtel Money" }));
    await f.user.clear(screen.getByLabelText("Phone number that pays"));
    await f.user.type(screen.getByLabelText("Phone number that pays"), "0738 555 666");
    await f.user.click(screen.getByRole("button", { name: "Send a request for RWF 30,000" }));
    expect(await screen.findByText(/A payment request was sent to \+250738555666\./)).toBeVisible();
    expect(f.requests()).toEqual([{ provider: "airtel", phone: "0738 555 666", replace: true }]);
  });

  it("refuses a number that is not Rwandan before anything is sent", async () => {
    const f = setup(
      () => order([payment()]),
      () => jsonResponse(201, {}),
    );
    await f.user.click(screen.getByRole("button", { name: "Use another number" }));
    await f.user.clear(screen.getByLabelText("Phone number that pays"));
    await f.user.type(screen.getByLabelText("Phone number that pays"), "12345");
    await f.user.click(screen.getByRole("button", { name: "Send a request for RWF 30,000" }));
    expect(await screen.findByText(/^Enter a Rwandan mobile number/)).toBeVisible();
    expect(f.requests()).toEqual([]);
  });

  it("a declined request keeps the order: 'Try again' asks the same number once more, and the server's refusal is shown", async () => {
    const declined = order([payment({ status: "failed", failure_reason: "APPROVAL_REJECTED" })]);
    const f = setup(
      () => declined,
      () => jsonResponse(409, { detail: "Only an order that is waiting for payment can be paid." }),
    );
    expect(screen.getByText("The payment did not go through")).toBeVisible();
    expect(
      screen.getByText(/^No money was taken\. Order DHP-2026-000005 is still held for you until /),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Use another number" })).toBeVisible();
    await f.user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Only an order that is waiting for payment can be paid.")).toBeVisible();
    expect(f.requests()).toEqual([{ provider: "mtn", phone: "0788123454", replace: false }]);
  });
});
