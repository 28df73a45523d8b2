import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginFailures } from "../../../db/schema/users.ts";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

let t: TestApp;
let clock = new Date("2026-11-22T08:00:00Z");
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  await signUpShopper(t.app, "mukamana");
});
afterAll(async () => t.close());

const login = (payload: object, ip = "10.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/login/", payload, remoteAddress: ip });

describe("POST /api/login/", () => {
  it("signs in by username or email, in any case, and returns tokens and the user's type", async () => {
    for (const username of ["mukamana", "MUKAMANA", "mukamana@example.rw"]) {
      const response = await login({ username, password: "Inanga-secret9" });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.access).toEqual(expect.any(String));
      expect(body.refresh).toEqual(expect.any(String));
      expect(body.user).toMatchObject({ username: "mukamana", type: "user", email: "mukamana@example.rw" });
    }
  });

  it("validates with product §5's sign-in messages", async () => {
    expect((await login({})).json()).toEqual({
      username: ["Email or username is required"],
      password: ["Password is required"],
    });
    expect((await login({ username: "ab", password: "12345" })).json()).toEqual({
      username: ["Please enter a valid email or username (min 3 characters)"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("counts failures, locks the account for that address on the fifth, and unlocks after 5 minutes", async () => {
    const wrong = { username: "mukamana", password: "wrong-password" };
    for (const remaining of [4, 3, 2, 1]) {
      const response = await login(wrong, "10.0.0.9");
      expect(response.statusCode).toBe(401);
      expect(response.json().attempts_remaining).toBe(remaining);
    }
    const fifth = await login(wrong, "10.0.0.9");
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().detail).toBe("Too many failed attempts. Account locked for 5 minutes.");

    // Locked even with the right password, but only for that address.
    const locked = await login({ username: "mukamana", password: "Inanga-secret9" }, "10.0.0.9");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe("Account temporarily locked. Please try again in 5 minutes.");
    expect((await login({ username: "mukamana", password: "Inanga-secret9" }, "10.0.0.10")).statusCode).toBe(
      200,
    );

    clock = new Date(clock.getTime() + 2 * 60_000 + 10_000);
    expect((await login(wrong, "10.0.0.9")).json().detail).toBe(
      "Account temporarily locked. Please try again in 3 minutes.",
    );

    clock = new Date(clock.getTime() + 3 * 60_000);
    expect((await login({ username: "mukamana", password: "Inanga-secret9" }, "10.0.0.9")).statusCode).toBe(
      200,
    );
  });

  it("resets the count after a success", async () => {
    const wrong = { username: "mukamana", password: "wrong-password" };
    await login(wrong, "10.0.0.20");
    await login(wrong, "10.0.0.20");
    expect((await login({ username: "mukamana", password: "Inanga-secret9" }, "10.0.0.20")).statusCode).toBe(
      200,
    );
    expect((await login(wrong, "10.0.0.20")).json().attempts_remaining).toBe(4);
  });

  it("treats an unknown account like a wrong password", async () => {
    const response = await login({ username: "nobody-here", password: "whatever1" }, "10.0.0.30");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ attempts_remaining: 4 });
  });

  it("refuses an overlong name with a field message, never a 500", async () => {
    const response = await login({ username: "x".repeat(3000), password: "whatever1" }, "10.0.0.31");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: ["Email or username must be at most 254 characters"] });
  });

  it("counts an unknown name under a fixed-size digest of it, not the text typed", async () => {
    const name = `Unknown-${"n".repeat(246)}`;
    const response = await login({ username: name, password: "whatever1" }, "10.0.0.32");
    expect(response.statusCode).toBe(401);
    // The same name in another case is the same account.
    expect(
      (await login({ username: name.toLowerCase(), password: "whatever1" }, "10.0.0.32")).json(),
    ).toMatchObject({ attempts_remaining: 3 });
    const rows = await t.app.db
      .select({ account: loginFailures.account })
      .from(loginFailures)
      .where(eq(loginFailures.address, "10.0.0.32"));
    expect(rows).toEqual([{ account: expect.stringMatching(/^login:[0-9a-f]{64}$/) }]);
  });

  it("lets at most 5 of 10 parallel wrong guesses be tried, then stays locked", async () => {
    await signUpShopper(t.app, "parallel_guess");
    const wrong = { username: "parallel_guess", password: "wrong-password" };
    const responses = await Promise.all(Array.from({ length: 10 }, () => login(wrong, "10.0.0.40")));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429]);
    const remaining = responses.filter((r) => r.statusCode === 401).map((r) => r.json().attempts_remaining);
    expect(remaining.sort()).toEqual([1, 2, 3, 4]);
    const details = responses.filter((r) => r.statusCode === 429).map((r) => r.json().detail);
    expect(
      details.filter((d) => d === "Too many failed attempts. Account locked for 5 minutes."),
    ).toHaveLength(1);

    const right = await login({ username: "parallel_guess", password: "Inanga-secret9" }, "10.0.0.40");
    expect(right.statusCode).toBe(429);
    expect(right.json().detail).toBe("Account temporarily locked. Please try again in 5 minutes.");
  });
});

describe("sign-ins at the same moment", () => {
  it("never lock an account for right passwords: beyond 5 at once the rest are only asked to retry", async () => {
    await signUpShopper(t.app, "double_tap");
    const right = { username: "double_tap", password: "Inanga-secret9" };
    const responses = await Promise.all(Array.from({ length: 10 }, () => login(right, "10.0.0.41")));
    for (const response of responses) {
      expect([200, 429]).toContain(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().detail).toBe("Request was throttled. Please try again in a minute.");
        expect(response.json()).not.toHaveProperty("locked_for_seconds");
      }
    }
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(5);
    // Nothing was counted against the pair: five wrong passwords are still needed to lock it.
    const after = await login(right, "10.0.0.41");
    expect(after.statusCode).toBe(200);
    const wrong = { username: "double_tap", password: "wrong-password" };
    for (const remaining of [4, 3, 2, 1]) {
      expect((await login(wrong, "10.0.0.41")).json().attempts_remaining).toBe(remaining);
    }
  });

  it("forget claims whose check never finished (a process that died) after a minute", async () => {
    const session = await signUpShopper(t.app, "crashed_mid_check");
    const user = { username: "crashed_mid_check", password: "Inanga-secret9" };
    await t.app.db.insert(loginFailures).values({
      account: `user:${session.user.id}`,
      address: "10.0.0.42",
      failures: 0,
      pending: 5,
      updated_at: clock,
    });
    expect((await login(user, "10.0.0.42")).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 61_000);
    expect((await login(user, "10.0.0.42")).statusCode).toBe(200);
  });
});

describe("a successful sign-in", () => {
  it("clears the account's row", async () => {
    await login({ username: "mukamana", password: "wrong-password" }, "10.0.0.50");
    expect((await login({ username: "mukamana", password: "Inanga-secret9" }, "10.0.0.50")).statusCode).toBe(
      200,
    );
    const rows = await t.app.db.select().from(loginFailures).where(eq(loginFailures.address, "10.0.0.50"));
    expect(rows).toEqual([]);
  });
});

describe("throttling per address", () => {
  it("answers 429 past RATE_LIMIT_LOGIN a minute", async () => {
    const limited = await buildTestApp({ rateLimitLogin: 3, now: () => clock });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const r = await limited.app.inject({
          method: "POST",
          url: "/api/login/",
          payload: { username: "someone", password: "Inanga-secret9" },
          remoteAddress: "10.1.1.1",
        });
        statuses.push(r.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
