import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { ACCOUNT_FREE_FAILURES, backoffSeconds } from "./account-backoff.ts";

/** Many addresses together cannot try more than a few passwords on one account. */

let t: TestApp;
let clock = new Date("2026-11-24T08:00:00Z").getTime();
const tick = (seconds: number) => {
  clock += seconds * 1000;
};
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const PASSWORD = "Inanga-secret9";
const login = (username: string, password: string, ip: string) =>
  t.app.inject({ method: "POST", url: "/api/login/", payload: { username, password }, remoteAddress: ip });

/** One wrong password from each of `count` fresh addresses; the status codes in order. */
async function guessFromMany(username: string, count: number, prefix: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 1; i <= count; i++)
    codes.push((await login(username, `Wrong-guess-${i}`, `${prefix}.${i}`)).statusCode);
  return codes;
}

describe("the account-wide backoff", () => {
  it("lets 10 addresses try 10 passwords, then one attempt per doubling wait", async () => {
    await signUpShopper(t.app, "many_addresses");
    // The 2026 attack: 5 wrong passwords from each of 10 addresses (50 tries before this change).
    const codes: number[] = [];
    for (let round = 0; round < 5; round++)
      codes.push(...(await guessFromMany("many_addresses", 10, "10.20.0")));
    expect(codes.filter((code) => code === 401)).toHaveLength(ACCOUNT_FREE_FAILURES);
    expect(codes.filter((code) => code === 429)).toHaveLength(40);

    const locked = await login("many_addresses", "Wrong-again", "10.21.0.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: "Account temporarily locked. Please try again in 1 minutes.",
      attempts_remaining: 0,
      locked_for_seconds: 60,
    });
    tick(60);
    expect((await login("many_addresses", "Wrong-again", "10.21.0.2")).statusCode).toBe(401);
    const doubled = await login("many_addresses", "Wrong-again", "10.21.0.3");
    expect(doubled.json()).toMatchObject({ locked_for_seconds: 120 });
    // The right password from an address never used waits like any other.
    expect((await login("many_addresses", PASSWORD, "10.21.0.4")).statusCode).toBe(429);
    tick(120);
    expect((await login("many_addresses", PASSWORD, "10.21.0.4")).statusCode).toBe(200);
  });

  it("never applies to an address the owner signed in from before", async () => {
    await signUpShopper(t.app, "owner_at_home");
    expect((await login("owner_at_home", PASSWORD, "10.30.0.99")).statusCode).toBe(200);
    await guessFromMany("owner_at_home", 12, "10.31.0");
    expect((await login("owner_at_home", PASSWORD, "10.31.1.1")).statusCode).toBe(429);
    // Home still signs in, and still has its own 5-failure lock.
    expect((await login("owner_at_home", PASSWORD, "10.30.0.99")).statusCode).toBe(200);
    expect((await login("owner_at_home", "Typo-once", "10.30.0.99")).json()).toMatchObject({
      attempts_remaining: 4,
    });
  });

  it("lets no more than the free failures through when guesses from many addresses arrive together", async () => {
    await signUpShopper(t.app, "flooded_account");
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login("flooded_account", `Wrong-guess-${i}`, `10.40.0.${i + 1}`)),
    );
    const checked = answers.filter((answer) => answer.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(ACCOUNT_FREE_FAILURES);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
  });

  it("treats unknown names the same, and forgets the failures after a quiet day", async () => {
    const codes = await guessFromMany("nobody_by_this_name", 11, "10.50.0");
    expect(codes.slice(0, 10).every((code) => code === 401)).toBe(true);
    expect(codes[10]).toBe(429);
    tick(24 * 3600 + 1);
    expect((await login("nobody_by_this_name", "Wrong-guess", "10.50.1.1")).statusCode).toBe(401);
  });

  it("waits a minute after the free failures, doubling up to an hour", () => {
    expect([9, 10, 11, 12, 15, 16, 40].map(backoffSeconds)).toEqual([0, 60, 120, 240, 1920, 3600, 3600]);
  });
});
