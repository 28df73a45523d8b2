import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { createAsAdmin } from "../../../test/fixtures/admin-requests.ts";
import { CHECKOUT, fillCart, seedShelf } from "../../../test/fixtures/order-fixtures.ts";

const LIMIT = 4;
let t: TestApp;
let clock: { now: Date };
let admin: Record<string, string>;

beforeAll(async () => {
  clock = { now: new Date("2026-06-01T10:00:00Z") };
  t = await buildTestApp({ promoTriesPerMinute: LIMIT, now: () => clock.now });
  admin = (await signInAdmin(t.app)).headers;
  await createAsAdmin(t.app, admin, "/api/admin/promo-codes/", {
    code: "REALONE",
    kind: "fixed",
    value: 500,
  });
});
afterAll(async () => t.close());

/** A new minute: every window starts again. */
const nextMinute = () => {
  clock.now = new Date(clock.now.getTime() + 61_000);
};

async function shopperWithCart(name: string) {
  const shopper = await signUpShopper(t.app, name);
  const [piece] = await seedShelf(t.app, [{ price: 8_000, stock: 5 }]);
  await fillCart(t.app, shopper.user.id, [{ productId: piece!.id, quantity: 1 }]);
  return shopper;
}

const quote = (headers: Record<string, string>, code: string, remoteAddress = "198.51.100.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/market/checkout/quote/",
    headers,
    remoteAddress,
    payload: { promo_code: code },
  });

describe(`promo code guesses are throttled (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("after LIMIT refused codes in a minute an account gets 429 with a detail, even for a real code; a new minute lets it try again", async () => {
    nextMinute();
    const shopper = await shopperWithCart("guesser");
    for (let i = 0; i < LIMIT; i++) {
      const refused = await quote(shopper.headers, `GUESS${i}`, `203.0.113.${i}`);
      expect(refused.statusCode).toBe(400);
    }
    const stopped = await quote(shopper.headers, "REALONE", "203.0.113.99");
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ detail: "Too many promo code tries. Try again in a minute." });
    expect(stopped.json().retry_after).toBeGreaterThan(0);
    // The same for placing an order with a code; without a code the checkout is not throttled.
    const placing = await t.app.inject({
      method: "POST",
      url: "/api/market/orders/",
      headers: shopper.headers,
      remoteAddress: "203.0.113.98",
      payload: { ...CHECKOUT, promo_code: "REALONE" },
    });
    expect(placing.statusCode).toBe(429);
    const plain = await t.app.inject({
      method: "POST",
      url: "/api/market/checkout/quote/",
      headers: shopper.headers,
      payload: {},
    });
    expect(plain.statusCode).toBe(200);
    nextMinute();
    expect((await quote(shopper.headers, "REALONE", "203.0.113.97")).statusCode).toBe(200);
  });

  it("counts per client address too: new accounts from one address share its limit", async () => {
    nextMinute();
    for (let i = 0; i < LIMIT; i++) {
      const shopper = await shopperWithCart(`sybil${i}`);
      expect((await quote(shopper.headers, `SYBIL${i}`, "192.0.2.50")).statusCode).toBe(400);
    }
    const fresh = await shopperWithCart("sybilfresh");
    expect((await quote(fresh.headers, "ANOTHER", "192.0.2.50")).statusCode).toBe(429);
    expect((await quote(fresh.headers, "REALONE", "192.0.2.51")).statusCode).toBe(200);
  });

  it("a good code re-quoted many times counts nothing", async () => {
    nextMinute();
    const shopper = await shopperWithCart("legit");
    for (let i = 0; i < LIMIT * 3; i++)
      expect((await quote(shopper.headers, "REALONE")).statusCode).toBe(200);
  });

  it("the count is the database's: refusals another process counted close this one's minute", async () => {
    nextMinute();
    const shopper = await shopperWithCart("elsewhere");
    // As another API process would have written them (decision 194's shared rate_limits rows).
    await t.app.db.execute(
      sql`insert into rate_limits (key, window_start, hits) values (${`promo:user:${shopper.user.id}`}, ${clock.now.toISOString()}::timestamptz, ${LIMIT})`,
    );
    expect((await quote(shopper.headers, "REALONE", "192.0.2.77")).statusCode).toBe(429);
  });

  it("unknown, inactive, not started and ended codes answer exactly alike (used up: promo-codes.test.ts)", async () => {
    nextMinute();
    const now = clock.now.getTime();
    const make = (body: Record<string, unknown>) =>
      createAsAdmin(t.app, admin, "/api/admin/promo-codes/", { kind: "fixed", value: 500, ...body });
    await make({ code: "ASLEEP", is_active: false });
    await make({ code: "SOON", starts_at: new Date(now + 86_400_000).toISOString() });
    await make({ code: "PAST", ends_at: new Date(now - 1_000).toISOString() });
    const answers = [];
    for (const [i, code] of ["NOSUCHCODE", "ASLEEP", "SOON", "PAST"].entries()) {
      const shopper = await shopperWithCart(`alike${i}`);
      const answer = await quote(shopper.headers, code, `192.0.2.${100 + i}`);
      answers.push([answer.statusCode, answer.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([400, JSON.stringify({ promo_code: ["This promo code is not valid."] })]);
  });
});
