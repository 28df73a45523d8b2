import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/accounts.ts";
import { headersFor, productState } from "../../../test/fixtures/order-fixtures.ts";
import {
  approveOnNetwork,
  buildPaymentApp,
  mtnCallback,
  NUMBERS,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
} from "../../../test/fixtures/payment-fixtures.ts";
import { LATE_GAP_MS, reconcilePayments } from "./payment-reconciliation.ts";

let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentApp({ callbacksPerPayment: 0 });
});
afterAll(async () => t.close());

const callback = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payments/callbacks/mtn/", payload: body as object });

/** A payment the payer left pending past our deadline: the reconciliation expired it. */
async function expiredPayment(provider: "mtn" | "airtel" = "mtn") {
  const placed = await placeMobileMoneyOrder(t, NUMBERS.pending, provider);
  t.advance(16 * 60_000);
  await reconcilePayments(t.app);
  const state = await paymentState(t.app, placed.payment.id);
  expect(state.payment.status).toBe("expired");
  expect(state.order).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
  return placed;
}

describe("an approval that comes after our deadline is recorded, never dropped", () => {
  it("the reconciliation asks the provider once more before it expires a payment", async () => {
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    t.advance(16 * 60_000);
    approveOnNetwork(t, payment.reference);
    await reconcilePayments(t.app);
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({ status: "paid", flag: null });
    expect(after.order.status).toBe("confirmed");
  });

  it("a late callback: the provider is asked, the payment becomes paid, flagged for a refund; the order stays cancelled", async () => {
    const { payment, productId } = await expiredPayment();
    approveOnNetwork(t, payment.reference);
    const answer = await callback(mtnCallback(payment.reference, "SUCCESSFUL"));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ status: "paid" });
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({
      status: "paid",
      flag: "paid_after_cancel",
      provider_transaction_id: expect.stringMatching(/^SIM-/),
    });
    expect(after.order).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
    expect(after.events.at(-1)).toMatchObject({
      from_status: "expired",
      to_status: "paid",
      source: "callback",
      note: "paid_after_cancel",
    });
    // The stock went back once, at the expiry; the late money does not take it again.
    expect((await productState(t.app, productId)).stock).toBe(3);
    // A replay changes nothing more.
    expect((await callback(mtnCallback(payment.reference, "SUCCESSFUL"))).statusCode).toBe(409);
    expect((await paymentState(t.app, payment.id)).events).toHaveLength(after.events.length);
  });

  it("a callback for an expired payment the provider still calls pending changes nothing (409)", async () => {
    const { payment } = await expiredPayment();
    const before = await paymentState(t.app, payment.id);
    const answer = await callback(mtnCallback(payment.reference, "SUCCESSFUL"));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ status: "expired" });
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({ status: "expired", flag: null });
    expect(after.events).toEqual(before.events);
  });

  it("an admin's recheck of an expired payment records the late approval; admin and shopper both see the refund due", async () => {
    const { order, payment, userId } = await expiredPayment("airtel");
    approveOnNetwork(t, payment.reference);
    const admin = await signInAdmin(t.app);
    const adminHeaders = await headersFor(t.app, admin.user.id, "admin");
    const recheck = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${payment.id}/recheck/`,
      headers: adminHeaders,
    });
    expect(recheck.statusCode, recheck.body).toBe(200);
    expect(recheck.json()).toMatchObject({
      status: "cancelled",
      payments: [{ status: "paid", flag: "paid_after_cancel" }],
    });
    const adminView = await t.app.inject({
      method: "GET",
      url: `/api/admin/orders/${order.id}/`,
      headers: adminHeaders,
    });
    expect(adminView.json().payments[0]).toMatchObject({ status: "paid", flag: "paid_after_cancel" });
    const shopperList = await t.app.inject({
      method: "GET",
      url: "/api/market/orders/",
      headers: await headersFor(t.app, userId),
    });
    const mine = shopperList.json().results.find((o: { id: number }) => o.id === order.id);
    expect(mine).toMatchObject({
      status: "cancelled",
      payments: [{ status: "paid", flag: "paid_after_cancel" }],
    });
  });

  it("with no callback at all, the reconciliation's later look at the last day's expired payments records it", async () => {
    const { payment } = await expiredPayment();
    approveOnNetwork(t, payment.reference);
    t.advance(LATE_GAP_MS);
    await reconcilePayments(t.app);
    expect((await paymentState(t.app, payment.id)).payment).toMatchObject({
      status: "paid",
      flag: "paid_after_cancel",
    });
  });
});
