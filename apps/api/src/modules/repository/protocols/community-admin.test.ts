import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";

/**
 * The admin's view of communities (decision 165): counts per community, and a decline's reason
 * that the person reads in their own list of communities, cleared when they ask again.
 */

let t: TestApp;
let admin: Record<string, string>;

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: "POST", url, headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  const made = await post("/api/admin/communities", admin, {
    slug: "nyanza-weavers",
    name: "Nyanza weavers",
  });
  expect(made.statusCode).toBe(201);
}, 300_000);
afterAll(async () => t?.close());

const mine = async (headers: Record<string, string>) =>
  (
    (await t.app.inject({ url: "/api/communities", headers })).json() as {
      slug: string;
      membership: unknown;
    }[]
  ).find((row) => row.slug === "nyanza-weavers")?.membership;

describe("communities for admins", () => {
  it("lists each community with how many wait, belong and steward; shoppers and visitors are refused", async () => {
    const waiting = await signUpShopper(t.app);
    const member = await signUpShopper(t.app);
    const steward = await signUpShopper(t.app);
    for (const person of [waiting, member, steward])
      expect((await post("/api/communities/nyanza-weavers/membership", person.headers)).statusCode).toBe(201);
    await post(`/api/communities/nyanza-weavers/members/${member.user.id}`, admin, { decision: "approve" });
    await post(`/api/communities/nyanza-weavers/members/${steward.user.id}`, admin, {
      decision: "approve",
      role: "steward",
    });

    const list = await t.app.inject({ url: "/api/admin/communities", headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      slug: "nyanza-weavers",
      name: "Nyanza weavers",
      description: "",
      pending: 1,
      members: 2,
      stewards: 1,
    });
    expect((await t.app.inject({ url: "/api/admin/communities", headers: waiting.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: "/api/admin/communities" })).statusCode).toBe(401);
  });

  it("a decline's reason reaches the person, and asking again clears it", async () => {
    const person = await signUpShopper(t.app);
    await post("/api/communities/nyanza-weavers/membership", person.headers);
    const declined = await post(`/api/communities/nyanza-weavers/members/${person.user.id}`, admin, {
      decision: "decline",
      reason: "  We could not find you among the cooperative's weavers.  ",
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: "declined",
      reason: "We could not find you among the cooperative's weavers.",
    });
    expect(await mine(person.headers)).toEqual({
      status: "declined",
      role: "member",
      reason: "We could not find you among the cooperative's weavers.",
    });

    expect((await post("/api/communities/nyanza-weavers/membership", person.headers)).statusCode).toBe(201);
    expect(await mine(person.headers)).toEqual({ status: "pending", role: "member", reason: null });

    const approved = await post(`/api/communities/nyanza-weavers/members/${person.user.id}`, admin, {
      decision: "approve",
      reason: "kept only with a decline",
    });
    expect(approved.json()).toMatchObject({ status: "approved", reason: null });
  });

  it("a reason longer than 1,000 characters is a field message, not a 500", async () => {
    const person = await signUpShopper(t.app);
    await post("/api/communities/nyanza-weavers/membership", person.headers);
    const answer = await post(`/api/communities/nyanza-weavers/members/${person.user.id}`, admin, {
      decision: "decline",
      reason: "x".repeat(1_001),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().reason).toEqual(["This text is too long"]);
  });
});
