import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { headersFor, productState } from "../../../test/fixtures/order-fixtures.ts";
import {
  buildPaymentApp,
  mtnCallback,
  NUMBERS,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
} from "../../../test/fixtures/payment-fixtures.ts";
import { expireOverdueOrders } from "../orders/order-expiry.ts";
import { reconcileIfDue } from "./payment-reconciliation.ts";

let t: PaymentTestApp;
beforeAll(async () => {
  // No callbacks of its own: the tests send them.
  t = await buildPaymentApp({ callbacksPerPayment: 0 });
});
afterAll(async () => t.close());

const callback = (body: unknown) =>
  t.app.inject({ method: "POST", url: "/api/payments/callbacks/mtn/", payload: body as object });

async function stampede(reference: string, orderId: number, userId: number, claim: string) {
  const headers = await headersFor(t.app, userId);
  const answers = await Promise.all([
    ...Array.from({ length: 20 }, () => callback(mtnCallback(reference, claim))),
    ...Array.from({ length: 20 }, () =>
      t.app.inject({ method: "GET", url: `/api/market/orders/${orderId}/payment/`, headers }),
    ),
  ]);
  return answers.map((answer) => answer.statusCode);
}

describe("exactly once, whatever arrives", () => {
  it("20 duplicate callbacks and 20 polls at once: one transition to paid, one confirmation", async () => {
    const { order, payment, productId, userId } = await placeMobileMoneyOrder(t, NUMBERS.approves);
    t.advance(4_000);
    const codes = await stampede(payment.reference, order.id, userId, "SUCCESSFUL");
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const after = await paymentState(t.app, payment.id);
    expect(after.payment.status).toBe("paid");
    expect(after.order.status).toBe("confirmed");
    expect(after.events.filter((e) => e.from_status === "awaiting")).toHaveLength(1);
    expect((await productState(t.app, productId)).stock).toBe(1);
  });

  it("20 duplicate failure callbacks and 20 polls at once: one transition, the order keeps its hold, the stock comes back exactly once at the hold's end", async () => {
    const { order, payment, productId, userId } = await placeMobileMoneyOrder(t, NUMBERS.rejected);
    t.advance(4_000);
    await stampede(payment.reference, order.id, userId, "FAILED");
    const after = await paymentState(t.app, payment.id);
    expect(after.payment.status).toBe("failed");
    expect(after.order.status).toBe("pending");
    expect(after.events.filter((e) => e.from_status === "awaiting")).toHaveLength(1);
    expect((await productState(t.app, productId)).stock).toBe(1);
    // The 48-hour order expiry returns it once, and a second run finds nothing more.
    t.advance(49 * 3_600_000);
    await expireOverdueOrders(t.app);
    expect((await productState(t.app, productId)).stock).toBe(3);
    await expireOverdueOrders(t.app);
    expect((await productState(t.app, productId)).stock).toBe(3);
  });

  it("a forged SUCCESSFUL callback while the provider says FAILED does not pay the order", async () => {
    const { payment, productId } = await placeMobileMoneyOrder(t, NUMBERS.failed);
    // Before the payer answered the provider says PENDING: the claim changes nothing.
    const early = await callback(mtnCallback(payment.reference, "SUCCESSFUL"));
    expect(early.json()).toEqual({ status: "awaiting" });
    expect((await paymentState(t.app, payment.id)).order.status).toBe("pending");
    t.advance(4_000);
    const late = await callback(mtnCallback(payment.reference, "SUCCESSFUL"));
    expect(late.json()).toEqual({ status: "failed" });
    const after = await paymentState(t.app, payment.id);
    expect(after.order).toMatchObject({ status: "pending", confirmed_at: null });
    expect(after.events.at(-1)).toMatchObject({ to_status: "failed", note: "callback said successful" });
    expect((await productState(t.app, productId)).stock).toBe(1);
  });

  it("a replayed callback after settlement is refused with 409 and changes nothing", async () => {
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.success);
    expect((await callback(mtnCallback(payment.reference, "SUCCESSFUL"))).statusCode).toBe(200);
    const before = await paymentState(t.app, payment.id);
    const replay = await callback(mtnCallback(payment.reference, "FAILED"));
    expect(replay.statusCode).toBe(409);
    expect(await paymentState(t.app, payment.id)).toEqual(before);
  });

  it("a restart while awaiting: a new process with nothing in memory reconciles the payment", async () => {
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.approves);
    // The "restarted" server: a new app on the same database, with new providers and timers; the
    // simulated network (ledger) is the same, as MTN outlives our restart.
    const restarted = await buildApp(
      { ...t.app.config, paymentProviders: undefined },
      { database: t.app.database, logger: false },
    );
    try {
      t.advance(30_000);
      expect(await reconcileIfDue(restarted)).toBe(1);
      // A second process asking in the same period does not run it again.
      expect(await reconcileIfDue(t.app)).toBeNull();
      const after = await paymentState(t.app, payment.id);
      expect(after.payment.status).toBe("paid");
      expect(after.events.at(-1)).toMatchObject({ to_status: "paid", source: "reconciliation" });
    } finally {
      await restarted.close();
    }
  });

  it("an admin re-checks an awaiting payment; the audit names them; a settled one answers 409", async () => {
    const { order, payment } = await placeMobileMoneyOrder(t, NUMBERS.approves, "airtel");
    const admin = await signInAdmin(t.app);
    const headers = await headersFor(t.app, admin.user.id, "admin");
    const url = `/api/admin/payments/${payment.id}/recheck/`;
    const still = await t.app.inject({ method: "POST", url, headers });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ id: order.id, payments: [{ status: "awaiting" }] });
    t.advance(4_000);
    const paid = await t.app.inject({ method: "POST", url, headers });
    expect(paid.json()).toMatchObject({ status: "confirmed", payments: [{ status: "paid" }] });
    expect((await paymentState(t.app, payment.id)).events.at(-1)).toMatchObject({
      source: "admin",
      actor_user_id: admin.user.id,
    });
    expect((await t.app.inject({ method: "POST", url, headers })).statusCode).toBe(409);
    const listed = await t.app.inject({ method: "GET", url: `/api/admin/orders/${order.id}/`, headers });
    expect(listed.json().payments[0]).toMatchObject({
      provider: "airtel",
      reference: payment.reference,
      status: "paid",
    });
  });
});
