import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { AppConfig } from "../../config.ts";
import { orders } from "../../db/schema/orders.ts";
import { paymentEvents, payments } from "../../db/schema/payments.ts";
import { signUpShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { CHECKOUT, fillCart, headersFor, seedShelf } from "../orders/order-fixtures.ts";
import type { SimulatorLedger } from "./providers/simulator.ts";

/** Simulator numbers (providers/simulator.ts). */
export const NUMBERS = {
  failed: "0788123450",
  rejected: "0788123451",
  timeout: "0788123452",
  success: "0788123453",
  pending: "0788123454",
  approves: "0788555666",
} as const;

export interface PaymentTestApp extends TestApp {
  clock: { now: Date };
  /** Callbacks the simulators would send; `deliverCallbacks` sends them. */
  callbacks: (() => Promise<void>)[];
  ledger: SimulatorLedger;
  advance(ms: number): void;
  /** Sends every callback due so far, and waits until they are answered. */
  deliverCallbacks(): Promise<void>;
}

/** An app whose simulators answer on the test's clock and whose callbacks the test sends. */
export async function buildPaymentApp(
  options: { callbacksPerPayment?: 0 | 1 | 2; overrides?: Partial<AppConfig> } = {},
): Promise<PaymentTestApp> {
  const clock = { now: new Date("2026-05-01T09:00:00Z") };
  const callbacks: (() => Promise<void>)[] = [];
  const ledger: SimulatorLedger = new Map();
  const draw = { 0: 0.05, 1: 0.5, 2: 0.2 }[options.callbacksPerPayment ?? 1];
  const t = await buildTestApp({
    now: () => clock.now,
    payments: {
      providers: [
        { name: "mtn", simulated: true },
        { name: "airtel", simulated: true },
      ],
      timeoutMinutes: 15,
    },
    paymentSimulator: {
      answerAfterMs: 4_000,
      random: () => draw,
      ledger,
      schedule: (run) => callbacks.push(run),
    },
    ...options.overrides,
  });
  return {
    ...t,
    clock,
    callbacks,
    ledger,
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
    async deliverCallbacks() {
      await Promise.all(callbacks.splice(0).map((run) => run()));
    },
  };
}

/** A shopper with `quantity` of a product (stock 3, RWF 12,000) in the cart, placing a mobile-money order. */
export async function placeMobileMoneyOrder(
  t: PaymentTestApp,
  phone: string,
  provider: "mtn" | "airtel" = "mtn",
  quantity = 2,
) {
  const shopper = await signUpShopper(t.app);
  const [product] = await seedShelf(t.app, [{ price: 12_000, stock: 3 }]);
  await fillCart(t.app, shopper.user.id, [{ productId: product!.id, quantity }]);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: shopper.headers,
    payload: { ...CHECKOUT, payment: { provider, phone } },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json();
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.order_id, order.id));
  return { order, payment: payment!, productId: product!.id, userId: shopper.user.id as number };
}

export async function poll(t: PaymentTestApp, userId: number, orderId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/market/orders/${orderId}/payment/`,
    headers: await headersFor(t.app, userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function paymentState(app: FastifyInstance, paymentId: number) {
  const [payment] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [order] = await app.db.select().from(orders).where(eq(orders.id, payment!.order_id));
  const events = await app.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.payment_id, paymentId))
    .orderBy(asc(paymentEvents.id));
  return { payment: payment!, order: order!, events };
}

/** What MTN would send for this payment, claiming `status`. */
export const mtnCallback = (reference: string, status: string, amount = "24000") => ({
  financialTransactionId: "123456",
  externalId: reference,
  amount,
  currency: "RWF",
  payer: { partyIdType: "MSISDN", partyId: "250788123456" },
  status,
});
