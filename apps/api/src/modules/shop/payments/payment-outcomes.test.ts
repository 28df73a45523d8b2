import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartQuantities, productState } from "../../../test/fixtures/order-fixtures.ts";
import {
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
  t = await buildPaymentApp();
});
afterAll(async () => t.close());

describe("every simulator outcome, through the API", () => {
  it("success number: the order awaits payment holding its stock, the callback (confirmed by the status query) pays it", async () => {
    const { order, payment, productId } = await placeMobileMoneyOrder(t, NUMBERS.success);
    expect(order).toMatchObject({ status: "pending", payment_method: "mobile_money" });
    expect(order.payments).toEqual([
      expect.objectContaining({
        provider: "mtn",
        status: "awaiting",
        amount: "24000.00",
        currency: "RWF",
        phone: "250788123453",
      }),
    ]);
    expect((await productState(t.app, productId)).stock).toBe(1);

    await t.deliverCallbacks();
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({
      status: "paid",
      provider_transaction_id: expect.stringMatching(/^SIM-/),
    });
    expect(after.order).toMatchObject({ status: "confirmed" });
    expect(after.events.map((e) => [e.from_status, e.to_status, e.source])).toEqual([
      [null, "awaiting", "request"],
      ["awaiting", "paid", "callback"],
    ]);
    expect((await productState(t.app, productId)).stock).toBe(1);
  });

  it("any other number: awaiting until the payer approves a few seconds later; a poll then settles it", async () => {
    const { order, payment, userId } = await placeMobileMoneyOrder(t, NUMBERS.approves, "airtel");
    expect((await poll(t, userId, order.id)).payments[0].status).toBe("awaiting");
    t.advance(4_000);
    const seen = await poll(t, userId, order.id);
    expect(seen).toMatchObject({ status: "confirmed", payments: [{ status: "paid", provider: "airtel" }] });
    expect((await paymentState(t.app, payment.id)).events.at(-1)).toMatchObject({
      to_status: "paid",
      source: "poll",
    });
  });

  it.each([
    ["failed", NUMBERS.failed, "INTERNAL_PROCESSING_ERROR"],
    ["rejected", NUMBERS.rejected, "APPROVAL_REJECTED"],
    ["timeout", NUMBERS.timeout, "EXPIRED"],
  ])(
    "%s number: the payment fails, the order stays pending with its hold for another request",
    async (_, phone, reason) => {
      const { payment, productId, userId } = await placeMobileMoneyOrder(t, phone);
      expect(await cartQuantities(t.app, userId)).toEqual([]);
      t.advance(4_000);
      await t.deliverCallbacks();
      const after = await paymentState(t.app, payment.id);
      expect(after.payment).toMatchObject({ status: "failed", failure_reason: reason });
      expect(after.order).toMatchObject({ status: "pending", cancel_reason: null });
      expect((await productState(t.app, productId)).stock).toBe(1);
      expect(await cartQuantities(t.app, userId)).toEqual([]);
      // The reconciliation finds nothing more to do; the 48-hour hold still ends the order, once.
      t.advance(60_000);
      expect(await reconcilePayments(t.app)).toBe(0);
      expect((await productState(t.app, productId)).stock).toBe(1);
      t.advance(48 * 3_600_000);
      expect(await expireOverdueOrders(t.app)).toBeGreaterThanOrEqual(1);
      expect((await paymentState(t.app, payment.id)).order).toMatchObject({
        status: "cancelled",
        cancel_reason: "expired",
      });
      expect((await productState(t.app, productId)).stock).toBe(3);
      await expireOverdueOrders(t.app);
      expect((await productState(t.app, productId)).stock).toBe(3);
    },
  );

  it("pending-forever number: the reconciliation expires the payment at its deadline and returns the stock once", async () => {
    const { payment, productId } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    await t.deliverCallbacks(); // none come for this number
    t.advance(10 * 60_000);
    await reconcilePayments(t.app);
    expect((await paymentState(t.app, payment.id)).payment.status).toBe("awaiting");
    t.advance(5 * 60_000);
    await reconcilePayments(t.app);
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({ status: "expired", failure_reason: "timeout" });
    expect(after.order).toMatchObject({ status: "cancelled", cancel_reason: "expired" });
    expect((await productState(t.app, productId)).stock).toBe(3);
    expect(await reconcilePayments(t.app)).toBe(0);
    expect((await productState(t.app, productId)).stock).toBe(3);
    expect(after.events.map((e) => [e.to_status, e.source])).toEqual([
      ["awaiting", "request"],
      ["expired", "reconciliation"],
    ]);
  });
});
