import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/rows.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { headersFor } from "../../../test/fixtures/order-fixtures.ts";
import {
  buildPaymentApp,
  mtnCallback,
  NUMBERS,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
} from "../../../test/fixtures/payment-fixtures.ts";

const CALLBACK_LIMIT = 25;
let t: PaymentTestApp;
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  t = await buildPaymentApp({ callbacksPerPayment: 0, overrides: { callbacksPerMinute: CALLBACK_LIMIT } });
  const admin = await signInAdmin(t.app);
  adminHeaders = await headersFor(t.app, admin.user.id, "admin");
});
afterAll(async () => t.close());

const engine = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const callback = (body: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/callbacks/mtn/",
    payload: body as object,
    remoteAddress,
  });
const latest = async (orderId: number) =>
  rowsOf<{ id: number }>(
    await t.app.db.execute(sql`select id from payments where order_id = ${orderId} order by id desc limit 1`),
  )[0]!;
/** A new minute: the callback windows start again. */
const nextMinute = () => t.advance(61_000);

/** Counts the provider's status queries and holds each one open a while, so others can join it. */
function countQueries(holdMs: number) {
  const provider = t.app.payments.get("mtn")!;
  const original = provider.getStatus.bind(provider);
  const counter = {
    queries: 0,
    restore: () => {
      provider.getStatus = original;
    },
  };
  provider.getStatus = async (reference) => {
    counter.queries++;
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    return original(reference);
  };
  return counter;
}

describe(`payments under concurrency (${engine})`, () => {
  it("20 concurrent callbacks for one payment make one provider query, and settle it once", async () => {
    nextMinute();
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.approves);
    t.advance(4_000);
    const counter = countQueries(1_500);
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => callback(mtnCallback(payment.reference, "SUCCESSFUL"))),
      );
      expect(answers.map((a) => a.statusCode).every((code) => code === 200 || code === 409)).toBe(true);
      expect(counter.queries).toBe(1);
    } finally {
      counter.restore();
    }
    const after = await paymentState(t.app, payment.id);
    expect(after.payment.status).toBe("paid");
    expect(after.events.filter((e) => e.from_status === "awaiting")).toHaveLength(1);
  });

  it("callbacks are limited per client address a minute (429 with a detail), counted in the database", async () => {
    nextMinute();
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    const answers = await Promise.all(
      Array.from({ length: CALLBACK_LIMIT + 5 }, () =>
        callback(mtnCallback(payment.reference, "SUCCESSFUL"), "198.51.100.9"),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0]!.json()).toMatchObject({
      detail: "Too many callbacks from this address. Try again in a minute.",
    });
    // Another address is not held back.
    expect((await callback(mtnCallback(payment.reference, "SUCCESSFUL"), "198.51.100.10")).statusCode).toBe(
      200,
    );
    // What another process counted for an address counts here too.
    await t.app.db.execute(
      sql`insert into rate_limits (key, window_start, hits) values ('payment-callback:address:198.51.100.11', ${t.clock.now.toISOString()}::timestamptz, ${CALLBACK_LIMIT})`,
    );
    expect((await callback(mtnCallback(payment.reference, "SUCCESSFUL"), "198.51.100.11")).statusCode).toBe(
      429,
    );
  });

  it("an admin cannot confirm an order whose payment still awaits the payer (409 with a detail)", async () => {
    nextMinute();
    const { order, payment } = await placeMobileMoneyOrder(t, NUMBERS.pending);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/status/`,
      headers: adminHeaders,
      payload: { status: "confirmed" },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      "This order's mobile money payment is still awaiting the payer: it confirms the order itself once paid.",
    );
    expect((await paymentState(t.app, payment.id)).order.status).toBe("pending");
  });

  it("an admin's confirm racing a failing payment is refused while the payment awaits; the failure leaves the order pending", async () => {
    nextMinute();
    // The failure starts with the confirm, or a little after it, so each may reach the order first.
    for (const [round, delayMs] of [0, 5, 20, 50, 100].entries()) {
      const { order, payment } = await placeMobileMoneyOrder(t, NUMBERS.rejected);
      t.advance(4_000);
      const [confirm, failure] = await Promise.all([
        t.app.inject({
          method: "POST",
          url: `/api/admin/orders/${order.id}/status/`,
          headers: adminHeaders,
          payload: { status: "confirmed" },
        }),
        new Promise((resolve) => setTimeout(resolve, delayMs)).then(() =>
          callback(mtnCallback(payment.reference, "FAILED")),
        ),
      ]);
      expect(failure.statusCode).toBe(200);
      const after = await paymentState(t.app, payment.id);
      expect(after.payment.status).toBe("failed");
      // The confirm saw the payment awaiting (refused, the order stays pending for a new request),
      // or came after the failure (a confirm by hand, the failed request in its history).
      expect([409, 200], `round ${round}`).toContain(confirm.statusCode);
      expect(after.order.status).toBe(confirm.statusCode === 409 ? "pending" : "confirmed");
    }
  });
  it("two new requests at once on one declined order: one is sent, the other refused (409); one request is live", async () => {
    nextMinute();
    const { order, userId } = await placeMobileMoneyOrder(t, NUMBERS.rejected);
    t.advance(4_000);
    await callback(
      mtnCallback((await paymentState(t.app, (await latest(order.id)).id)).payment.reference, "FAILED"),
    );
    const headers = await headersFor(t.app, userId);
    const requestAgain = () =>
      t.app.inject({
        method: "POST",
        url: `/api/market/orders/${order.id}/payment/`,
        headers,
        payload: { provider: "mtn", phone: NUMBERS.pending },
      });
    const answers = await Promise.all([requestAgain(), requestAgain()]);
    expect(answers.map((a) => a.statusCode).sort(), engine).toEqual([201, 409]);
    const live = await t.app.db.execute(
      sql`select count(*)::int as n from payments where order_id = ${order.id} and status = 'awaiting'`,
    );
    expect(rowsOf<{ n: number }>(live)[0]!.n).toBe(1);
  });
});
