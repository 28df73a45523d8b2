import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../../test/fake-fetch.ts";
import { AirtelMoneyProvider } from "./airtel-money.ts";

const BASE = "https://openapiuat.airtel.africa";
const SECRET = "client-secret-never-logged";
const REF = "9b2e5c1a-7f44-4d2b-8e61-0c3a5d7f9b10";
const token = (value: string, expires = "180") => ({
  status: 200,
  body: { access_token: value, expires_in: expires, token_type: "bearer" },
});
const ok = {
  code: "200",
  message: "SUCCESS",
  result_code: "ESB000010",
  response_code: "DP00800001006",
  success: true,
};
const enquiry = (status: string) => ({
  status: 200,
  body: {
    data: { transaction: { airtel_money_id: "MP210603.1234.L06941", id: REF, message: "m", status } },
    status: ok,
  },
});

function provider(script: Parameters<typeof fakeFetch>[0], clock = { ms: 0 }) {
  const fake = fakeFetch(script);
  const airtel = new AirtelMoneyProvider({
    baseUrl: BASE,
    clientId: "client-id",
    clientSecret: SECRET,
    fetch: fake.fetch,
    nowMs: () => clock.ms,
  });
  return { airtel, requests: fake.requests, clock };
}

describe("Airtel Money Collection adapter (recorded shapes of the documented API)", () => {
  it("gets a client-credentials token, then pushes the payment with the MSISDN without country code", async () => {
    const { airtel, requests } = provider([
      token("a-tok"),
      { status: 200, body: { data: { transaction: { id: REF, status: "SUCCESS" } }, status: ok } },
    ]);
    await airtel.requestPayment({
      reference: REF,
      msisdn: "250738123456",
      amount: 15000,
      currency: "RWF",
      note: "DHP-2026-000002",
    });
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: `${BASE}/auth/oauth2/token`,
      body: { client_id: "client-id", client_secret: SECRET, grant_type: "client_credentials" },
    });
    expect(requests[1]).toMatchObject({
      method: "POST",
      url: `${BASE}/merchant/v1/payments/`,
      headers: { Authorization: "Bearer a-tok", "X-Country": "RW", "X-Currency": "RWF" },
      body: {
        reference: "DHP-2026-000002",
        subscriber: { country: "RW", currency: "RWF", msisdn: "738123456" },
        transaction: { amount: 15000, country: "RW", currency: "RWF", id: REF },
      },
    });
  });

  it("refuses a payment Airtel answers with success false, keeping its result code", async () => {
    const { airtel } = provider([
      token("a-tok"),
      {
        status: 200,
        body: {
          data: {},
          status: { code: "400", message: "Invalid MSISDN", result_code: "ESB000036", success: false },
        },
      },
    ]);
    const error = await airtel
      .requestPayment({ reference: REF, msisdn: "250738123456", amount: 1, currency: "RWF", note: "x" })
      .catch((e: Error & { code: string }) => e);
    expect(error).toMatchObject({ code: "ESB000036" });
    expect((error as Error).message).toContain("Invalid MSISDN");
    expect((error as Error).message).not.toContain(SECRET);
  });

  it("reads TS, TF, TE and TIP from the enquiry; Airtel's answer has no amount", async () => {
    const { airtel, requests } = provider([
      token("a-tok"),
      enquiry("TS"),
      enquiry("TF"),
      enquiry("TE"),
      enquiry("TIP"),
    ]);
    expect(await airtel.getStatus(REF)).toEqual({
      status: "successful",
      amount: null,
      currency: null,
      amountNotReported: true,
      reason: null,
      transactionId: "MP210603.1234.L06941",
    });
    expect(await airtel.getStatus(REF)).toMatchObject({ status: "failed", reason: "TF" });
    expect(await airtel.getStatus(REF)).toMatchObject({ status: "failed", reason: "TE" });
    expect(await airtel.getStatus(REF)).toMatchObject({ status: "pending" });
    expect(requests[1]).toMatchObject({ method: "GET", url: `${BASE}/standard/v1/payments/${REF}` });
  });

  it("renews its short-lived token (expires_in as a string of seconds) when it runs out", async () => {
    const { airtel, requests, clock } = provider([
      token("t1", "180"),
      enquiry("TIP"),
      token("t2", "180"),
      enquiry("TS"),
    ]);
    await airtel.getStatus(REF);
    clock.ms = 170_000; // within 30 s of the 180 s
    await airtel.getStatus(REF);
    expect(requests.map((r) => r.headers.Authorization ?? "token")).toEqual([
      "token",
      "Bearer t1",
      "token",
      "Bearer t2",
    ]);
  });

  it("renews after a 401 and reports an error body's result code", async () => {
    const { airtel } = provider([
      token("t1"),
      { status: 401, body: { status: { code: "401", message: "Unauthorized", success: false } } },
      token("t2"),
      {
        status: 200,
        body: {
          data: null,
          status: { code: "400", message: "Transaction not found", result_code: "ESB000008", success: false },
        },
      },
    ]);
    await expect(airtel.getStatus(REF)).rejects.toMatchObject({ code: "ESB000008" });
  });

  it("parses Airtel's callback and refuses what Airtel does not send", () => {
    const { airtel } = provider([]);
    expect(
      airtel.parseCallback({
        transaction: { id: REF, message: "Paid", status_code: "TS", airtel_money_id: "MP1" },
      }),
    ).toEqual({ reference: REF, status: "successful" });
    expect(airtel.parseCallback({ transaction: { id: REF, status_code: "TF" } })).toEqual({
      reference: REF,
      status: "failed",
    });
    expect(airtel.parseCallback({ transaction: { id: REF, status_code: "OK" } })).toBeNull();
    expect(airtel.parseCallback({ id: REF, status: "TS" })).toBeNull();
  });
});
