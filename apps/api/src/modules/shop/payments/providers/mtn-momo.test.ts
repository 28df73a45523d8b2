import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../../test/fake-fetch.ts";
import { MtnMomoProvider } from "./mtn-momo.ts";
import { ProviderError } from "./payment-provider.ts";

const BASE = "https://sandbox.momodeveloper.mtn.com";
const SECRET = "api-key-never-logged";
const token = (value: string, expires = 3600) => ({
  status: 200,
  body: { access_token: value, token_type: "access_token", expires_in: expires },
});
const REF = "3f1c2a4e-8d7b-4c61-9a0e-5b2f7d9c1e42";
const request = {
  reference: REF,
  msisdn: "250788123456",
  amount: 15000,
  currency: "RWF",
  note: "DHP-2026-000001",
};

function provider(script: Parameters<typeof fakeFetch>[0], clock = { ms: 0 }) {
  const fake = fakeFetch(script);
  const mtn = new MtnMomoProvider({
    baseUrl: `${BASE}/`,
    subscriptionKey: "sub-key",
    apiUser: "api-user",
    apiKey: SECRET,
    targetEnvironment: "mtnrwanda",
    callbackUrl: "https://shop.example.rw/api/payments/callbacks/mtn",
    fetch: fake.fetch,
    nowMs: () => clock.ms,
  });
  return { mtn, requests: fake.requests, clock };
}

describe("MTN MoMo Collection adapter (recorded shapes of the documented API)", () => {
  it("gets a token with Basic auth, then sends request-to-pay with X-Reference-Id as the idempotency key", async () => {
    const { mtn, requests } = provider([token("tok-1"), { status: 202 }]);
    await mtn.requestPayment(request);
    expect(requests[0]).toMatchObject({
      method: "POST",
      url: `${BASE}/collection/token/`,
      headers: {
        Authorization: `Basic ${Buffer.from(`api-user:${SECRET}`).toString("base64")}`,
        "Ocp-Apim-Subscription-Key": "sub-key",
      },
    });
    expect(requests[1]).toEqual({
      method: "POST",
      url: `${BASE}/collection/v1_0/requesttopay`,
      headers: {
        Authorization: "Bearer tok-1",
        "X-Target-Environment": "mtnrwanda",
        "Ocp-Apim-Subscription-Key": "sub-key",
        "X-Reference-Id": REF,
        "Content-Type": "application/json",
        "X-Callback-Url": "https://shop.example.rw/api/payments/callbacks/mtn",
      },
      body: {
        amount: "15000",
        currency: "RWF",
        externalId: REF,
        payer: { partyIdType: "MSISDN", partyId: "250788123456" },
        payerMessage: "DHP-2026-000001",
        payeeNote: "DHP-2026-000001",
      },
    });
  });

  it("takes 409 RESOURCE_ALREADY_EXIST for the same reference as accepted (a retried request)", async () => {
    const { mtn } = provider([
      token("tok-1"),
      {
        status: 409,
        body: {
          code: "RESOURCE_ALREADY_EXIST",
          message: "Duplicated reference id. Creation of resource failed.",
        },
      },
    ]);
    await expect(mtn.requestPayment(request)).resolves.toBeUndefined();
  });

  it("turns an error body into a ProviderError with MTN's code and no credential in it", async () => {
    const { mtn } = provider([
      token("tok-1"),
      {
        status: 500,
        body: {
          code: "NOT_ALLOWED_TARGET_ENVIRONMENT",
          message: "Access to target environment is forbidden.",
        },
      },
    ]);
    const error = (await mtn.requestPayment(request).catch((e: unknown) => e)) as ProviderError;
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ code: "NOT_ALLOWED_TARGET_ENVIRONMENT", httpStatus: 500 });
    expect(error.message).toContain("Access to target environment is forbidden.");
    expect(error.message).not.toContain(SECRET);
  });

  it("refuses when the token endpoint refuses the credentials", async () => {
    const { mtn } = provider([{ status: 401, body: { error: "login_failed" } }]);
    await expect(mtn.getStatus(REF)).rejects.toMatchObject({ code: "login_failed", httpStatus: 401 });
  });

  it("reuses the token until shortly before it expires, then gets a new one", async () => {
    const pending = {
      status: 200,
      body: { amount: "15000", currency: "RWF", externalId: REF, status: "PENDING" },
    };
    const { mtn, requests, clock } = provider([
      token("tok-1", 3600),
      pending,
      pending,
      token("tok-2", 3600),
      pending,
    ]);
    await mtn.getStatus(REF);
    clock.ms = 3000 * 1000; // 50 minutes later: still valid
    await mtn.getStatus(REF);
    clock.ms = 3590 * 1000; // 10 s before expiry: within the margin, renewed
    await mtn.getStatus(REF);
    expect(requests.map((r) => r.url.replace(BASE, ""))).toEqual([
      "/collection/token/",
      `/collection/v1_0/requesttopay/${REF}`,
      `/collection/v1_0/requesttopay/${REF}`,
      "/collection/token/",
      `/collection/v1_0/requesttopay/${REF}`,
    ]);
    expect(requests[4]!.headers.Authorization).toBe("Bearer tok-2");
  });

  it("renews a token the API refuses (401) and asks once more", async () => {
    const { mtn, requests } = provider([
      token("tok-old"),
      { status: 401, body: { statusCode: 401, message: "Access denied due to invalid subscription key." } },
      token("tok-new"),
      { status: 200, body: { amount: "15000", currency: "RWF", externalId: REF, status: "PENDING" } },
    ]);
    await expect(mtn.getStatus(REF)).resolves.toMatchObject({ status: "pending" });
    expect(requests[3]!.headers.Authorization).toBe("Bearer tok-new");
  });

  it("reads the status body: successful with its transaction id, failed with its reason, 404 as not_found", async () => {
    const { mtn } = provider([
      token("tok-1"),
      {
        status: 200,
        body: {
          amount: "15000",
          currency: "RWF",
          financialTransactionId: "1234567890",
          externalId: REF,
          payer: { partyIdType: "MSISDN", partyId: "250788123456" },
          payerMessage: "DHP-2026-000001",
          payeeNote: "DHP-2026-000001",
          status: "SUCCESSFUL",
        },
      },
      {
        status: 200,
        body: {
          amount: "15000",
          currency: "RWF",
          externalId: REF,
          status: "FAILED",
          reason: "APPROVAL_REJECTED",
        },
      },
      {
        status: 200,
        body: { status: "FAILED", reason: { code: "PAYER_NOT_FOUND", message: "Payer not found" } },
      },
      { status: 404, body: { code: "RESOURCE_NOT_FOUND", message: "Requested resource was not found." } },
    ]);
    expect(await mtn.getStatus(REF)).toEqual({
      status: "successful",
      amount: 15000,
      currency: "RWF",
      reason: null,
      transactionId: "1234567890",
    });
    expect(await mtn.getStatus(REF)).toMatchObject({ status: "failed", reason: "APPROVAL_REJECTED" });
    expect(await mtn.getStatus(REF)).toMatchObject({
      status: "failed",
      reason: "PAYER_NOT_FOUND",
      amount: null,
    });
    await expect(mtn.getStatus(REF)).rejects.toMatchObject({ code: "not_found", httpStatus: 404 });
  });

  it("calls an unanswered request unreachable", async () => {
    const { mtn } = provider([token("tok-1")]);
    await expect(mtn.getStatus(REF)).rejects.toMatchObject({ code: "unreachable" });
  });

  it("parses MTN's callback body by its externalId and refuses other bodies", () => {
    const { mtn } = provider([]);
    expect(
      mtn.parseCallback({
        financialTransactionId: "1",
        externalId: REF,
        amount: "15000",
        currency: "RWF",
        status: "SUCCESSFUL",
      }),
    ).toEqual({ reference: REF, status: "successful" });
    expect(mtn.parseCallback({ externalId: REF, status: "FAILED", reason: "EXPIRED" })).toEqual({
      reference: REF,
      status: "failed",
    });
    expect(mtn.parseCallback({ externalId: REF, status: "PAID" })).toBeNull();
    expect(mtn.parseCallback({ status: "SUCCESSFUL" })).toBeNull();
    expect(mtn.parseCallback("SUCCESSFUL")).toBeNull();
  });
});
