import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ whatsappNumber: "250781234567" });
});
afterAll(async () => t.close());

describe("GET /api/config/", () => {
  it("gives visitors the configured WhatsApp number, with or without the trailing slash", async () => {
    for (const url of ["/api/config/", "/api/config"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      // No networks configured, no zones, no advertised code: nothing is promised.
      expect(response.json()).toEqual({
        whatsapp_number: "250781234567",
        ways_to_pay: ["whatsapp"],
        delivery: null,
        promo: null,
        demo_payments: false,
      });
    }
  });

  it("says when a payment simulator is on, so that every page can say no money moves", async () => {
    const demo = await buildTestApp({
      payments: { providers: [{ name: "mtn", simulated: true }], timeoutMinutes: 15 },
    });
    try {
      const answer = (await demo.app.inject({ method: "GET", url: "/api/config/" })).json();
      expect(answer).toMatchObject({ ways_to_pay: ["whatsapp", "mtn"], demo_payments: true });
    } finally {
      await demo.close();
    }
  });

  it("does not accept writes", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/config/", payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
