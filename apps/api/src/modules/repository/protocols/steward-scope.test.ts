import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

/**
 * What the stewards' screen may do (decision 168), enforced by the server: a steward of community A
 * decides A's requests and labels A's items, never B's; a plain member, a shopper and a visitor
 * decide nothing; a steward leaves other stewards to the admins.
 */

type Person = Awaited<ReturnType<typeof signUpShopper>>;
let t: TestApp;
let admin: Record<string, string>;
let stewardA: Person;
let otherStewardA: Person;
let memberA: Person;
let shopper: Person;
let itemA: { public_id: string };
let draftA: { public_id: string };
let itemB: { public_id: string };

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const join = (slug: string, person: Person) =>
  call("POST", `/api/communities/${slug}/membership`, person.headers);
const decide = (slug: string, who: Person, by: Record<string, string>, decision: object) =>
  call("POST", `/api/communities/${slug}/members/${who.user.id}`, by, decision);
const labels = (id: string, headers: Record<string, string>, community: string, codes: string[]) =>
  call("PUT", `/api/protocols/items/${id}`, headers, { access: "community", community, labels: codes });

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  for (const slug of ["abasangwa", "abanyabugeni"])
    expect(
      (await call("POST", "/api/admin/communities", admin, { slug, name: `${slug} people` })).statusCode,
    ).toBe(201);
  stewardA = await signUpShopper(t.app);
  otherStewardA = await signUpShopper(t.app);
  memberA = await signUpShopper(t.app);
  shopper = await signUpShopper(t.app);
  for (const [person, role] of [
    [stewardA, "steward"],
    [otherStewardA, "steward"],
    [memberA, "member"],
  ] as const) {
    await join("abasangwa", person);
    expect((await decide("abasangwa", person, admin, { decision: "approve", role })).statusCode).toBe(200);
  }
  const place = await insertInstitutionAndCollection(t.app.db, "steward-scope");
  itemA = (await insertTestItem(t.app.db, place, { title: "Inanga ya Sebatunzi" }))!;
  draftA = (await insertTestItem(t.app.db, place, { title: "Amateka y'Inanga", published: false }))!;
  itemB = (await insertTestItem(t.app.db, place, { title: "Igisabo cya Bugesera" }))!;
  for (const [item, community] of [
    [itemA, "abasangwa"],
    [draftA, "abasangwa"],
    [itemB, "abanyabugeni"],
  ] as const)
    expect((await labels(item.public_id, admin, community, [])).statusCode).toBe(200);
}, 300_000);
afterAll(async () => t?.close());

describe("a steward of community A", () => {
  it("decides A's requests, but not B's", async () => {
    const asker = await signUpShopper(t.app);
    await join("abasangwa", asker);
    await join("abanyabugeni", asker);
    expect((await call("GET", "/api/communities/abasangwa/members", stewardA.headers)).statusCode).toBe(200);
    expect((await call("GET", "/api/communities/abanyabugeni/members", stewardA.headers)).statusCode).toBe(
      403,
    );
    expect((await decide("abanyabugeni", asker, stewardA.headers, { decision: "approve" })).statusCode).toBe(
      403,
    );
    const approved = await decide("abasangwa", asker, stewardA.headers, { decision: "approve" });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "approved", role: "member" });
    const removed = await decide("abasangwa", asker, stewardA.headers, {
      decision: "decline",
      reason: "Moved away",
    });
    expect(removed.json()).toMatchObject({ status: "declined", reason: "Moved away" });
    // B's request is still waiting: the refusal changed nothing.
    const waitingInB = await call("GET", "/api/communities/abanyabugeni/members", admin);
    expect(waitingInB.json()).toContainEqual(
      expect.objectContaining({ user_id: asker.user.id, status: "pending" }),
    );
  });

  it("leaves stewards to the admins: cannot make one, demote one or remove one", async () => {
    const asker = await signUpShopper(t.app);
    await join("abasangwa", asker);
    expect(
      (await decide("abasangwa", asker, stewardA.headers, { decision: "approve", role: "steward" }))
        .statusCode,
    ).toBe(403);
    for (const decision of [{ decision: "decline" }, { decision: "approve", role: "member" }]) {
      const answer = await decide("abasangwa", otherStewardA, stewardA.headers, decision);
      expect(answer.statusCode).toBe(403);
      expect(answer.json().detail).toBe("Only an admin decides about a steward");
    }
    const still = (await call("GET", "/api/communities/abasangwa/members", admin)).json() as {
      user_id: number;
      role: string;
      status: string;
    }[];
    expect(still.find((row) => row.user_id === otherStewardA.user.id)).toMatchObject({
      status: "approved",
      role: "steward",
    });
    // An admin still can.
    expect(
      (await decide("abasangwa", otherStewardA, admin, { decision: "approve", role: "member" })).statusCode,
    ).toBe(200);
    await decide("abasangwa", otherStewardA, admin, { decision: "approve", role: "steward" });
  });

  it("lists A's items with their labels, drafts included, and labels them; B's are refused", async () => {
    expect(
      (await labels(itemA.public_id, stewardA.headers, "abasangwa", ["tk_attribution"])).statusCode,
    ).toBe(200);
    const list = await call("GET", "/api/communities/abasangwa/items?lang=fr", stewardA.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({ id: draftA.public_id, published: false, access: "community", labels: [] }),
      expect.objectContaining({
        id: itemA.public_id,
        title: "Inanga ya Sebatunzi",
        published: true,
        labels: ["tk_attribution"],
      }),
    ]);
    expect((await call("GET", "/api/communities/abanyabugeni/items", stewardA.headers)).statusCode).toBe(403);
    // B's item is hidden from A's steward (not a member of B): answered as an unknown one (decision 214).
    expect((await call("GET", `/api/protocols/items/${itemB.public_id}`, stewardA.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await labels(itemB.public_id, stewardA.headers, "abanyabugeni", ["tk_attribution"])).statusCode,
    ).toBe(404);
    const itemBNow = (await call("GET", `/api/protocols/items/${itemB.public_id}`, admin)).json();
    expect(itemBNow.labels).toEqual([]);
  });
});

describe("anyone who does not steward the community", () => {
  it("a plain member, a shopper and an unknown community: refused; a visitor must sign in", async () => {
    for (const person of [memberA, shopper]) {
      const asker = await signUpShopper(t.app);
      await join("abasangwa", asker);
      expect((await call("GET", "/api/communities/abasangwa/members", person.headers)).statusCode).toBe(403);
      expect((await call("GET", "/api/communities/abasangwa/items", person.headers)).statusCode).toBe(403);
      expect((await decide("abasangwa", asker, person.headers, { decision: "approve" })).statusCode).toBe(
        403,
      );
      // A member may see the item, so is refused; to a shopper it is hidden, so unknown (decision 214).
      const refused = person === memberA ? 403 : 404;
      expect((await labels(itemA.public_id, person.headers, "abasangwa", [])).statusCode).toBe(refused);
    }
    expect((await call("GET", "/api/communities/nowhere/items", stewardA.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/communities/abasangwa/items" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/communities/abasangwa/members" })).statusCode).toBe(401);
  });
});
