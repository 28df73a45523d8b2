import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { approvedCreator } from "../../../test/fixtures/creators-test-helpers.ts";
import { sellerRequest } from "../../../test/fixtures/seller-fixtures.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const call = (method: "GET" | "POST", url: string, headers: Headers, payload?: unknown, lang = "en") =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, "accept-language": lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const ask = (headers: Headers, body: unknown = sellerRequest("Odile's baskets")) =>
  call("POST", "/api/selling/applications/", headers, body);
const decide = (id: number, headers: Headers, body: unknown) =>
  call("POST", `/api/admin/seller-applications/${id}/decision/`, headers, body);

describe("asking to sell (decision 240)", () => {
  it("lets only an approved creator ask, checks every field, and keeps the number as +250", async () => {
    expect((await ask({})).statusCode).toBe(401);
    const shopper = await signUpShopper(t.app);
    const notCreator = await ask(shopper.headers);
    expect(notCreator.statusCode).toBe(403);
    expect(notCreator.json().detail).toBe("Only approved creators can sell in the market");
    expect((await call("GET", "/api/selling/me/", shopper.headers)).json()).toEqual({
      creator: null,
      application: null,
      shop: null,
    });

    const maker = await approvedCreator(t.app, admin, "Mukamana Odile");
    const bad = await ask(maker.headers, {
      shop_name: " ",
      payout_phone: "0788", // too short
      ships_from: ["Atlantis"],
      accept_terms: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      "accept_terms",
      "payout_phone",
      "ships_from",
      "shop_name",
    ]);
    // A landline or another country's number is no wallet payouts can reach.
    const landline = await ask(maker.headers, { ...sellerRequest("Shop"), payout_phone: "+250252123456" });
    expect(landline.json().payout_phone).toEqual(["Enter an MTN or Airtel Rwanda number, like 078 123 4567"]);
    const french = await call("POST", "/api/selling/applications/", maker.headers, { ships_from: [] }, "fr");
    expect(french.json().ships_from).toEqual(["Choisissez les districts d’où vous expédiez"]);

    const asked = await ask(maker.headers, {
      ...sellerRequest("Odile's baskets"),
      payout_phone: "0731 234 567",
      ships_from: ["Kirehe", "Kirehe", "Ngoma"],
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      status: "pending",
      shop_name: "Odile's baskets",
      payout_phone: "+250731234567",
      payout_network: "airtel",
      ships_from: ["Kirehe", "Ngoma"],
      terms_version: 1,
      creator: { slug: maker.slug, display_name: "Mukamana Odile" },
    });
    const again = await ask(maker.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe("Your request to sell is already waiting for a decision");
  });

  it("keeps the admin routes to admins, declines with a reason the maker reads, then opens the shop", async () => {
    const maker = await approvedCreator(t.app, admin, "Habimana Eric");
    const shopper = await signUpShopper(t.app);
    const first = (await ask(maker.headers, sellerRequest("Eric's drums"))).json();
    for (const [headers, status] of [
      [{}, 401],
      [shopper.headers, 403],
      [maker.headers, 403],
    ] as const) {
      expect((await call("GET", "/api/admin/seller-applications/", headers)).statusCode).toBe(status);
      // A maker cannot approve their own request.
      expect((await decide(first.id, headers, { decision: "approve" })).statusCode).toBe(status);
    }
    const waiting = await call("GET", "/api/admin/seller-applications/?status=pending", admin);
    expect(waiting.json().results.map((a: { id: number }) => a.id)).toContain(first.id);

    expect((await decide(first.id, admin, { decision: "decline" })).statusCode).toBe(400);
    expect((await decide(999_999, admin, { decision: "approve" })).statusCode).toBe(404);
    expect((await decide(first.id, admin, { decision: "bogus" })).statusCode).toBe(400);
    const declined = await decide(first.id, admin, {
      decision: "decline",
      reason: "Please use the number registered in your own name.",
    });
    expect(declined.statusCode).toBe(200);
    expect((await decide(first.id, admin, { decision: "approve" })).statusCode).toBe(409);
    const afterDecline = (await call("GET", "/api/selling/me/", maker.headers)).json();
    expect(afterDecline).toMatchObject({
      application: { status: "declined", reason: "Please use the number registered in your own name." },
      shop: null,
    });

    const second = (
      await ask(maker.headers, { ...sellerRequest("Eric's drums"), payout_phone: "0781112223" })
    ).json();
    expect((await decide(second.id, admin, { decision: "approve" })).json().status).toBe("approved");
    const open = (await call("GET", "/api/selling/me/", maker.headers)).json();
    expect(open.shop).toMatchObject({
      shop_name: "Eric's drums",
      payout_phone: "+250781112223",
      payout_network: "mtn",
      ships_from: ["Kirehe", "Ngoma"],
    });
    const third = await ask(maker.headers);
    expect(third.statusCode).toBe(409);
    expect(third.json().detail).toBe("Your shop is already open");
  });

  it("lets one of two requests sent at once wait, and one of two admins decide", async () => {
    const maker = await approvedCreator(t.app, admin, "Uwimana Claudine");
    const both = await Promise.all([ask(maker.headers), ask(maker.headers)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const id = both.find((r) => r.statusCode === 201)!.json().id;
    const decisions = await Promise.all([
      decide(id, admin, { decision: "approve" }),
      decide(id, admin, { decision: "decline", reason: "Two admins at once" }),
    ]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
