import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

/** Two tabs refreshing with one token stay signed in; a late copy still revokes. */

let t: TestApp;
let clock = new Date("2026-11-24T12:00:00Z").getTime();
const tick = (seconds: number) => {
  clock += seconds * 1000;
};
beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
});
afterAll(async () => t.close());

const refresh = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/login/refresh/", payload: { refresh: token } });
const me = (access: string) =>
  t.app.inject({ method: "GET", url: "/api/users/me/", headers: { authorization: `Bearer ${access}` } });

describe("refreshes with one token inside the 30-second grace window", () => {
  it("five at once all get the same new refresh token, and the sign-in goes on", async () => {
    const session = await signUpShopper(t.app, "two_tabs");
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refresh)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const successors = new Set(answers.map((answer) => answer.json().refresh));
    expect(successors.size).toBe(1);
    const [successor] = [...successors] as [string];
    expect(successor).not.toBe(session.refresh);
    for (const answer of answers) expect((await me(answer.json().access)).json().username).toBe("two_tabs");
    tick(60);
    const next = await refresh(successor);
    expect(next.statusCode).toBe(200);
    expect((await me(next.json().access)).statusCode).toBe(200);
  });

  it("a retry 29 seconds later (an answer lost on the way) gets the same successor", async () => {
    const session = await signUpShopper(t.app, "lost_answer");
    const first = (await refresh(session.refresh)).json();
    tick(29);
    const again = await refresh(session.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json().refresh).toBe(first.refresh);
    expect((await refresh(first.refresh)).statusCode).toBe(200);
  });
});

describe("reuse detection still revokes the whole sign-in", () => {
  it("when the old token comes back after the window", async () => {
    const session = await signUpShopper(t.app, "late_copy");
    const next = (await refresh(session.refresh)).json();
    tick(31);
    const reuse = await refresh(session.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ detail: "Token is invalid or expired", code: "token_not_valid" });
    expect((await refresh(next.refresh)).statusCode).toBe(401);
  });

  it("when the old token comes back inside the window after its successor was used", async () => {
    const session = await signUpShopper(t.app, "quick_copy");
    const next = (await refresh(session.refresh)).json();
    const after = (await refresh(next.refresh)).json();
    tick(5);
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(after.refresh)).statusCode).toBe(401);
  });

  it("and a revoked or unknown token gets nothing", async () => {
    const session = await signUpShopper(t.app, "logged_out_tab");
    await t.app.inject({ method: "POST", url: "/api/logout/", payload: { refresh: session.refresh } });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh("never-issued")).statusCode).toBe(401);
  });
});
