import { messages } from "@heritage/domain/messages";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/orders.ts";
import { payments } from "../../../db/schema/payments.ts";
import { signUpShopper } from "../../../test/accounts.ts";
import {
  CHECKOUT,
  cartQuantities,
  fillCart,
  productState,
  seedShelf,
} from "../../../test/fixtures/order-fixtures.ts";
import {
  buildPaymentApp,
  mtnCallback,
  NUMBERS,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
} from "../../../test/fixtures/payment-fixtures.ts";
import type { ProviderPaymentState } from "./providers/payment-provider.ts";
import { SimulatedProvider } from "./providers/simulator.ts";

/** A network that reports one franc more than was asked: the amount check must refuse it. */
class OverchargingProvider extends SimulatedProvider {
  override async getStatus(reference: string): Promise<ProviderPaymentState> {
    const state = await super.getStatus(reference);
    return { ...state, status: "successful", amount: (state.amount ?? 0) + 1 };
  }
}

let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentApp({
    callbacksPerPayment: 0,
    overrides: {
      paymentProviders: [
        new OverchargingProvider({
          name: "mtn",
          now: () => new Date(),
          deliver: async () => {},
          ledger: new Map(),
        }),
      ],
    },
  });
});
afterAll(async () => t.close());

const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0]!.n;

async function placeWith(payment: unknown) {
  const shopper = await signUpShopper(t.app);
  const [product] = await seedShelf(t.app, [{ price: 5_000, stock: 2 }]);
  await fillCart(t.app, shopper.user.id, [{ productId: product!.id, quantity: 1 }]);
  const before = await orderCount();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/market/orders/",
    headers: shopper.headers,
    payload: { ...CHECKOUT, payment },
  });
  // Nothing changed: no order, the stock and the cart as they were.
  expect(await orderCount()).toBe(before);
  expect((await productState(t.app, product!.id)).stock).toBe(2);
  expect(await cartQuantities(t.app, shopper.user.id)).toEqual([1]);
  return response;
}

describe("bad payment input: clear answers, nothing changed", () => {
  it("refuses a wrong phone number and an unknown or unoffered network with 400 field messages", async () => {
    const phone = await placeWith({ provider: "mtn", phone: "0688123456" });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({ payment: [messages.payments.phoneInvalid] });
    const unknown = await placeWith({ provider: "orange", phone: NUMBERS.success });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ payment: [messages.payments.providerInvalid] });
    // Airtel is not offered by this app (only the overcharging MTN is).
    const unoffered = await placeWith({ provider: "airtel", phone: NUMBERS.success });
    expect(unoffered.statusCode).toBe(400);
    expect(unoffered.json()).toEqual({ payment: [messages.payments.providerUnavailable] });
  });

  it("answers a phone field message in the shopper's language", async () => {
    const shopper = await signUpShopper(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: { ...shopper.headers, "accept-language": "fr" },
      payload: { ...CHECKOUT, payment: { provider: "mtn", phone: "12" } },
    });
    expect(response.json()).toEqual({
      payment: ["Saisissez un numéro mobile rwandais, par ex. 07XXXXXXXX ou +2507XXXXXXXX"],
    });
  });

  it("answers 404 for an unknown provider or reference and 400 for a body the provider does not send", async () => {
    const { payment } = await placeMobileMoneyOrder(t, NUMBERS.approves);
    const before = await paymentState(t.app, payment.id);
    const post = (provider: string, payload: object) =>
      t.app.inject({ method: "POST", url: `/api/payments/callbacks/${provider}/`, payload });
    expect((await post("orange", mtnCallback(payment.reference, "SUCCESSFUL"))).statusCode).toBe(404);
    expect((await post("mtn", mtnCallback("no-such-reference", "SUCCESSFUL"))).statusCode).toBe(404);
    const tampered = await post("mtn", { externalId: payment.reference, status: "PAID_IN_FULL" });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().detail).toBe(messages.payments.callbackInvalid);
    expect(await paymentState(t.app, payment.id)).toEqual(before);
  });

  it("refuses and flags a provider answer whose amount differs from the order; the order stays unpaid", async () => {
    const { payment, productId } = await placeMobileMoneyOrder(t, NUMBERS.success);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/payments/callbacks/mtn/",
      payload: mtnCallback(payment.reference, "SUCCESSFUL"),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(messages.payments.amountMismatch);
    const after = await paymentState(t.app, payment.id);
    expect(after.payment).toMatchObject({ status: "awaiting", flag: "amount_mismatch" });
    expect(after.order.status).toBe("pending");
    expect(after.events.at(-1)!.note).toContain("provider says 24001 RWF, order asks 24000 RWF");
    expect((await productState(t.app, productId)).stock).toBe(1);
    const [stored] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored!.settled_at).toBeNull();
  });

  it("lists the offered networks for the checkout", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/payments/providers/" });
    expect(response.json()).toEqual({ providers: [{ name: "mtn", simulated: true }] });
  });
});
