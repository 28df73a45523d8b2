import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import {
  CHECKOUT,
  fillCart,
  headersFor,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";
import {
  approveOnNetwork,
  buildPaymentApp,
  NUMBERS,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
  poll,
} from "../../../test/fixtures/payment-fixtures.ts";
import { expireOverdueOrders } from "../orders/order-expiry.ts";
import { reconcilePayments } from "./payment-reconciliation.ts";

let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentApp({ callbacksPerPayment: 0 });
});
afterAll(async () => t.close());

async function requestAgain(userId: number, orderId: number | string, payload: object) {
  return t.app.inject({
    method: "POST",
    url: `/api/market/orders/${orderId}/payment/`,
    headers: await headersFor(t.app, userId),
    payload,
  });
}

/** A mobile-money order whose first request the payer declined: failed, the order still pending. */
async function declinedOrder() {
  const placed = await placeMobileMoneyOrder(t, NUMBERS.rejected);
  t.advance(4_000);
  const seen = await poll(t, placed.userId, placed.order.id);
  expect(seen).toMatchObject({ status: "pending", payments: [{ status: "failed" }] });
  return placed;
}

describe("a new request to pay the same pending order", () => {
  it("after a declined request: another number, the same order and number, its whole total; paid, the order is confirmed", async () => {
    const { order, productId, userId } = await declinedOrder();
    const answer = await requestAgain(userId, order.id, { provider: "airtel", phone: "0738555666" });
    expect(answer.statusCode, answer.body).toBe(201);
    const again = answer.json();
    expect(again).toMatchObject({ id: order.id, number: order.number, status: "pending" });
    expect(again.payments).toHaveLength(2);
    expect(again.payments[1]).toMatchObject({
      provider: "airtel",
      phone: "250738555666",
      status: "awaiting",
      amount: order.total,
    });
    expect(again.payments[1].reference).not.toBe(again.payments[0].reference);
    // The stock was held once, by the order, and is not taken again.
    expect((await productState(t.app, productId)).stock).toBe(1);
    t.advance(4_000);
    const paid = await poll(t, userId, order.id);
    expect(paid).toMatchObject({
      number: order.number,
      status: "confirmed",
      payments: [{ status: "failed" }, { status: "paid" }],
    });
    expect((await productState(t.app, productId)).stock).toBe(1);
    // A paid order takes no more requests.
    const late = await requestAgain(userId, order.id, { provider: "mtn", phone: NUMBERS.success });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe("Only an order that is waiting for payment can be paid.");
  });

  it("refuses a second live request (409 with a detail) and keeps one request awaiting", async () => {
    const { order, payment, userId } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    const answer = await requestAgain(userId, order.id, { provider: "mtn", phone: NUMBERS.approves });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      reason: "payment_awaiting",
      detail: expect.stringMatching(/^A payment request is still waiting for approval on \+250788123454\./),
    });
    const state = await poll(t, userId, order.id);
    expect(state.payments).toEqual([expect.objectContaining({ id: payment.id, status: "awaiting" })]);
    // In Kinyarwanda and French too.
    const rw = await t.app.inject({
      method: "POST",
      url: `/api/market/orders/${order.id}/payment/`,
      headers: { ...(await headersFor(t.app, userId)), "accept-language": "rw" },
      payload: { provider: "mtn", phone: NUMBERS.approves },
    });
    expect(rw.json().detail).toMatch(/^Hari ubusabe bwo kwishyura/);
  });

  it("replace withdraws the waiting request for one on another number; an approval of the old one that still comes pays the order once", async () => {
    const { order, payment, userId } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    const answer = await requestAgain(userId, order.id, {
      provider: "mtn",
      phone: NUMBERS.pending,
      replace: true,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().payments.map((p: { status: string }) => p.status)).toEqual(["expired", "awaiting"]);
    const withdrawn = await paymentState(t.app, payment.id);
    expect(withdrawn.payment).toMatchObject({ status: "expired", failure_reason: "replaced" });
    expect(withdrawn.order.status).toBe("pending");
    // The payer approves the withdrawn prompt after all: the money is taken, the order confirmed by it.
    approveOnNetwork(t, payment.reference);
    t.advance(11 * 60_000);
    await reconcilePayments(t.app);
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({ status: "paid", flag: null });
    expect(after.order.status).toBe("confirmed");
  });

  it("someone else's order is not found (404) and nothing is requested; a bad number answers 400 at its field", async () => {
    const { order, userId } = await declinedOrder();
    const stranger = await signUpShopper(t.app);
    const theirs = await requestAgain(stranger.user.id, order.id, {
      provider: "mtn",
      phone: NUMBERS.success,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: "Order not found." });
    expect((await poll(t, userId, order.id)).payments).toHaveLength(1);
    const missing = await requestAgain(userId, 987_654, { provider: "mtn", phone: NUMBERS.success });
    expect(missing.statusCode).toBe(404);
    const badId = await requestAgain(userId, "abc", { provider: "mtn", phone: NUMBERS.success });
    expect(badId.statusCode).toBe(404);
    const badPhone = await requestAgain(userId, order.id, { provider: "mtn", phone: "12" });
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().phone).toEqual([
      "Enter a Rwandan mobile number, e.g. 07XXXXXXXX or +2507XXXXXXXX",
    ]);
    const badNetwork = await requestAgain(userId, order.id, { provider: "tigo", phone: NUMBERS.success });
    expect(badNetwork.statusCode).toBe(400);
    expect(badNetwork.json().provider).toEqual(["Choose MTN MoMo or Airtel Money"]);
    const empty = await requestAgain(userId, order.id, {});
    expect(empty.statusCode).toBe(400);
    expect((await poll(t, userId, order.id)).payments).toHaveLength(1);
  });

  it("a cancelled order, or one past its hold, takes no request (409)", async () => {
    const cancelled = await declinedOrder();
    await t.app.inject({
      method: "POST",
      url: `/api/market/orders/${cancelled.order.id}/cancel/`,
      headers: await headersFor(t.app, cancelled.userId),
    });
    const refused = await requestAgain(cancelled.userId, cancelled.order.id, {
      provider: "mtn",
      phone: NUMBERS.success,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe("Only an order that is waiting for payment can be paid.");

    const held = await declinedOrder();
    t.advance(49 * 3_600_000);
    const overdue = await requestAgain(held.userId, held.order.id, {
      provider: "mtn",
      phone: NUMBERS.success,
    });
    expect(overdue.statusCode).toBe(409);
    expect(overdue.json().detail).toBe("The time to pay this order has run out: its items are back on sale.");
    await expireOverdueOrders(t.app);
    expect((await paymentState(t.app, held.payment.id)).order.cancel_reason).toBe("expired");
  });

  it("a WhatsApp order still pending can be paid by mobile money later, and becomes a mobile-money order", async () => {
    const shopper = await signUpShopper(t.app);
    const [product] = await seedShelf(t.app, [{ price: 9_000, stock: 2 }]);
    await fillCart(t.app, shopper.user.id, [{ productId: product!.id, quantity: 1 }]);
    const placed = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: shopper.headers,
      payload: CHECKOUT,
    });
    expect(placed.json().payment_method).toBe("whatsapp");
    const answer = await requestAgain(shopper.user.id, placed.json().id, {
      provider: "mtn",
      phone: NUMBERS.success,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({
      payment_method: "mobile_money",
      payments: [{ status: "awaiting", amount: "9000.00" }],
    });
    expect((await poll(t, shopper.user.id, placed.json().id)).status).toBe("confirmed");
  });
});
