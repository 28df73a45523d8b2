import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeFetch, type Scripted } from "../../../test/fake-fetch.ts";
import {
  buildPaymentApp,
  type PaymentTestApp,
  paymentState,
  placeMobileMoneyOrder,
} from "../../../test/fixtures/payment-fixtures.ts";
import { reconcilePayments } from "./payment-reconciliation.ts";
import { AirtelMoneyProvider } from "./providers/airtel-money.ts";
import { MtnMomoProvider } from "./providers/mtn-momo.ts";
import type { PaymentProvider, ProviderPaymentState } from "./providers/payment-provider.ts";
import { SimulatedProvider } from "./providers/simulator.ts";

const PHONE = "0788555666";
/** One app whose two networks answer through whichever adapter a test puts behind them. */
const behind: Partial<Record<"mtn" | "airtel", PaymentProvider>> = {};
function switchable(name: "mtn" | "airtel"): PaymentProvider {
  return {
    name,
    simulated: false,
    requestPayment: (request) => behind[name]!.requestPayment(request),
    getStatus: (reference) => behind[name]!.getStatus(reference),
    parseCallback: () => null,
  };
}
let t: PaymentTestApp;
beforeAll(async () => {
  t = await buildPaymentApp({ overrides: { paymentProviders: [switchable("mtn"), switchable("airtel")] } });
});
afterAll(async () => t.close());

const mtnToken = { status: 200, body: { access_token: "tok", token_type: "access_token", expires_in: 3600 } };
const airtelToken = { status: 200, body: { access_token: "tok", expires_in: "180", token_type: "bearer" } };
const airtelOk = { code: "200", message: "SUCCESS", result_code: "ESB000010", success: true };

function mtn(script: Scripted[]) {
  return new MtnMomoProvider({
    baseUrl: "https://sandbox.momodeveloper.mtn.com",
    subscriptionKey: "sub",
    apiUser: "user",
    apiKey: "key",
    targetEnvironment: "sandbox",
    fetch: fakeFetch(script).fetch,
  });
}

function airtel(script: Scripted[]) {
  return new AirtelMoneyProvider({
    baseUrl: "https://openapiuat.airtel.africa",
    clientId: "id",
    clientSecret: "secret",
    fetch: fakeFetch(script).fetch,
  });
}

/** A network that says the payment succeeded, with whatever it says of the amount. */
function says(name: "mtn" | "airtel", amount: number | null, currency: string | null): PaymentProvider {
  return {
    name,
    simulated: true,
    async requestPayment() {},
    async getStatus(): Promise<ProviderPaymentState> {
      return { status: "successful", amount, currency, reason: null, transactionId: "TX-1" };
    },
    parseCallback: () => null,
  };
}

async function settleWith(provider: PaymentProvider) {
  behind[provider.name] = provider;
  const { payment } = await placeMobileMoneyOrder(t, PHONE, provider.name);
  await reconcilePayments(t.app);
  return paymentState(t.app, payment.id);
}

describe("no readable amount, no settlement", () => {
  it("MTN: a SUCCESSFUL status answer without an amount pays nothing and is flagged for the shop", async () => {
    const after = await settleWith(
      mtn([
        mtnToken,
        { status: 202 },
        {
          status: 200,
          body: { externalId: "x", currency: "RWF", status: "SUCCESSFUL", financialTransactionId: "1" },
        },
      ]),
    );
    expect(after.payment).toMatchObject({ status: "awaiting", flag: "amount_unreadable" });
    expect(after.order.status).toBe("pending");
    expect(after.events.at(-1)?.note).toMatch(/^amount_unreadable: provider says \? RWF/);
  });

  it('MTN: an amount that is not a number ("24,000") is no amount either', async () => {
    const after = await settleWith(
      mtn([
        mtnToken,
        { status: 202 },
        {
          status: 200,
          body: { amount: "24,000", currency: "RWF", status: "SUCCESSFUL", financialTransactionId: "1" },
        },
      ]),
    );
    expect(after.payment).toMatchObject({ status: "awaiting", flag: "amount_unreadable" });
  });

  it("MTN: with its amount and currency the same answer pays the order", async () => {
    const after = await settleWith(
      mtn([
        mtnToken,
        { status: 202 },
        {
          status: 200,
          body: { amount: "24000", currency: "RWF", status: "SUCCESSFUL", financialTransactionId: "1" },
        },
      ]),
    );
    expect(after.payment).toMatchObject({ status: "paid", flag: null });
    expect(after.order.status).toBe("confirmed");
  });

  it("Airtel: a TS enquiry pays on the pushed amount when Airtel names none, as its v1 API never does; a garbled or other amount is flagged", async () => {
    const request = {
      status: 200,
      body: { data: { transaction: { id: "x", status: "Success." } }, status: airtelOk },
    };
    const enquiry = (extra: object) => ({
      status: 200,
      body: {
        data: { transaction: { id: "x", airtel_money_id: "MP1", status: "TS", ...extra } },
        status: airtelOk,
      },
    });
    const bare = await settleWith(airtel([airtelToken, request, enquiry({})]));
    expect(bare.payment).toMatchObject({ status: "paid", flag: null });
    expect(bare.order.status).toBe("confirmed");
    const garbled = await settleWith(
      airtel([airtelToken, request, enquiry({ amount: "24,000", currency: "RWF" })]),
    );
    expect(garbled.payment).toMatchObject({ status: "awaiting", flag: "amount_unreadable" });
    const noCurrency = await settleWith(airtel([airtelToken, request, enquiry({ amount: 24000 })]));
    expect(noCurrency.payment).toMatchObject({ status: "awaiting", flag: "amount_unreadable" });
    const other = await settleWith(
      airtel([airtelToken, request, enquiry({ amount: 2400, currency: "RWF" })]),
    );
    expect(other.payment).toMatchObject({ status: "awaiting", flag: "amount_mismatch" });
    const full = await settleWith(
      airtel([airtelToken, request, enquiry({ amount: 24000, currency: "RWF" })]),
    );
    expect(full.payment).toMatchObject({ status: "paid", flag: null });
  });

  it.each([
    ["no amount", null, "RWF"],
    ["no currency", 24_000, null],
  ] as const)(
    "any network's success with %s settles nothing and waits for an admin",
    async (_, amount, currency) => {
      const after = await settleWith(says("airtel", amount, currency));
      expect(after.payment).toMatchObject({ status: "awaiting", flag: "amount_unreadable" });
      expect(after.order.status).toBe("pending");
      // Flagged payments wait for an admin: the next reconciliation does not ask again.
      t.advance(60_000);
      expect(await reconcilePayments(t.app)).toBe(0);
    },
  );

  it("the simulators name the amount they were asked for, so their successes settle", async () => {
    const ledger = new Map();
    const sim = new SimulatedProvider({
      name: "airtel",
      now: () => new Date(0),
      answerAfterMs: 0,
      deliver: async () => undefined,
      schedule: () => undefined,
      ledger,
    });
    await sim.requestPayment({
      reference: "r",
      msisdn: "250788555666",
      amount: 24_000,
      currency: "RWF",
      note: "n",
    });
    expect(await sim.getStatus("r")).toMatchObject({ status: "successful", amount: 24_000, currency: "RWF" });
  });
});
