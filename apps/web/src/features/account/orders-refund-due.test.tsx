import type { Payment } from "@heritage/domain/payments";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderRoute } from "../../test/render.tsx";
import { sampleOrder } from "../../test/sample-order.ts";
import { OrderPayments } from "../admin/orders/order-payments.tsx";
import OrdersPage from "./orders-page.tsx";

/** A payment the payer approved after the order had been cancelled at its deadline (decision 210). */
const latePayment: Payment = {
  id: 3,
  order_id: 7,
  provider: "mtn",
  reference: "3f1c2a4e-8d7b-4c61-9a0e-5b2f7d9c1e42",
  phone: "250788123454",
  amount: "30000.00",
  currency: "RWF",
  status: "paid",
  failure_reason: "timeout",
  flag: "paid_after_cancel",
  provider_transaction_id: "123456",
  simulated: false,
  requested_at: "2026-03-14T08:30:00.000Z",
  expires_at: "2026-03-14T08:45:00.000Z",
  settled_at: "2026-03-14T08:50:00.000Z",
  last_checked_at: "2026-03-14T08:50:00.000Z",
  events: [
    {
      from_status: null,
      to_status: "awaiting",
      source: "request",
      note: null,
      created_at: "2026-03-14T08:30:00.000Z",
    },
    {
      from_status: "awaiting",
      to_status: "expired",
      source: "reconciliation",
      note: null,
      created_at: "2026-03-14T08:46:00.000Z",
    },
    {
      from_status: "expired",
      to_status: "paid",
      source: "callback",
      note: "paid_after_cancel",
      created_at: "2026-03-14T08:50:00.000Z",
    },
  ],
};

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

  it("shows the admin the refund due, and offers a re-check of an expired payment", async () => {
    const cancelled = sampleOrder({ status: "cancelled", cancel_reason: "expired" });
    const admin = { ...cancelled, customer: { id: 2, name: "Keza", username: "keza", email: null } };
    const expired: Payment = {
      ...latePayment,
      id: 4,
      status: "expired",
      flag: null,
      events: latePayment.events.slice(0, 2),
    };
    renderRoute(
      <>
        <OrderPayments order={{ ...admin, payments: [latePayment] }} onChanged={() => undefined} />
        <OrderPayments order={{ ...admin, id: 8, payments: [expired] }} onChanged={() => undefined} />
      </>,
    );
    expect(
      await screen.findByText("Paid after the order was cancelled: refund it by hand."),
    ).toBeInTheDocument();
    // Only the expired one can be asked about again; the paid one is final.
    expect(screen.getAllByRole("button", { name: "Re-check status" })).toHaveLength(1);
  });
});
