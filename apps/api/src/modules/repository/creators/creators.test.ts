import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  application,
  approvedCreator,
  publishedCollection,
} from "../../../test/fixtures/creators-test-helpers.ts";

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

describe("creator applications (decision 160)", () => {
  it("lets a signed-in person apply once, shows the decision, and refuses strangers and shoppers on admin routes", async () => {
    const person = await signUpShopper(t.app);
    expect((await call("POST", "/api/creator/applications/", {}, application("Anon"))).statusCode).toBe(401);
    const bad = await call("POST", "/api/creator/applications/", person.headers, {
      ...application("A"),
      statement: "short",
      links: ["javascript:alert(1)"],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["display_name", "links", "statement"].sort());

    const applied = await call(
      "POST",
      "/api/creator/applications/",
      person.headers,
      application("Mukamana Odile"),
    );
    expect(applied.statusCode).toBe(201);
    expect(applied.json()).toMatchObject({ status: "pending", display_name: "Mukamana Odile" });
    expect(
      (await call("POST", "/api/creator/applications/", person.headers, application("Again"))).statusCode,
    ).toBe(409);

    for (const headers of [{}, person.headers]) {
      const status = Object.keys(headers).length ? 403 : 401;
      expect((await call("GET", "/api/admin/creator-applications/", headers)).statusCode).toBe(status);
      const decide = await call(
        "POST",
        `/api/admin/creator-applications/${applied.json().id}/decision/`,
        headers,
        {
          decision: "approve",
        },
      );
      expect(decide.statusCode).toBe(status);
    }

    const pending = await call("GET", "/api/admin/creator-applications/?status=pending", admin);
    expect(pending.json().results.map((a: { id: number }) => a.id)).toContain(applied.json().id);

    const noReason = await call(
      "POST",
      `/api/admin/creator-applications/${applied.json().id}/decision/`,
      admin,
      {
        decision: "decline",
      },
    );
    expect(noReason.statusCode).toBe(400);
    const declined = await call(
      "POST",
      `/api/admin/creator-applications/${applied.json().id}/decision/`,
      admin,
      {
        decision: "decline",
        reason: "Please tell us which cooperative you work with.",
      },
    );
    expect(declined.json()).toMatchObject({
      status: "declined",
      reason: "Please tell us which cooperative you work with.",
    });
    const twice = await call(
      "POST",
      `/api/admin/creator-applications/${applied.json().id}/decision/`,
      admin,
      {
        decision: "approve",
      },
    );
    expect(twice.statusCode).toBe(409);
    const me = (await call("GET", "/api/creator/me/", person.headers)).json();
    expect(me).toMatchObject({ application: { status: "declined" }, creator: null });
    // Declined people may apply again.
    expect(
      (await call("POST", "/api/creator/applications/", person.headers, application("Odile M."))).statusCode,
    ).toBe(201);
    expect(
      (await call("POST", "/api/admin/creator-applications/999999/decision/", admin, { decision: "approve" }))
        .statusCode,
    ).toBe(404);
  });

  it("approval makes a creator with a public maker page and a unique slug", async () => {
    const first = await approvedCreator(t.app, admin, "Uwera Claudine");
    const second = await approvedCreator(t.app, admin, "Uwera Claudine");
    expect(first.slug).toBe("uwera-claudine");
    expect(second.slug).toBe("uwera-claudine-2");
    const page = await call("GET", "/api/makers/uwera-claudine/", {});
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      creator: { display_name: "Uwera Claudine", community: "Nyakarambi", practice: "Imigongo panels" },
      items: [],
    });
    expect((await call("GET", "/api/makers/nobody-here/", {})).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/creator/applications/", first.headers, application("Again"))).statusCode,
    ).toBe(409);
  });
});

describe("My Content and moderation (decision 161)", () => {
  const draft = (collection: string, title: string) => ({
    type: "artwork",
    collection,
    dc: { title: [title], description: ["A panel of cow-dung relief"], subject: ["Imigongo"] },
    community: "Nyakarambi",
    published: true,
    featured: true,
  });

  it("a creator drafts, submits, is returned with a comment, fixes, and an admin publishes; others cannot touch it", async () => {
    const collection = await publishedCollection(t.app, admin, "Imigongo of Nyakarambi");
    const creator = await approvedCreator(t.app, admin, "Mugeni Alice");
    const other = await approvedCreator(t.app, admin, "Habimana Eric");
    const shopper = await signUpShopper(t.app);

    // Shoppers (not creators) and admins are refused the creator routes.
    for (const headers of [shopper.headers, admin]) {
      expect((await call("GET", "/api/creator/items/", headers)).statusCode).toBe(403);
      expect((await call("POST", "/api/creator/items/", headers, draft(collection, "X"))).statusCode).toBe(
        403,
      );
    }
    expect((await call("GET", "/api/creator/items/", {})).statusCode).toBe(401);

    const created = await call(
      "POST",
      "/api/creator/items/",
      creator.headers,
      draft(collection, "Imigongo panel"),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json();
    // Never published or featured by a creator, whatever was sent.
    expect(item).toMatchObject({ published: false, featured: false, review: "draft" });
    expect((await call("GET", `/api/repository/items/${item.slug}/`, {})).statusCode).toBe(404);

    // Another creator neither sees nor edits it.
    expect((await call("GET", `/api/creator/items/${item.id}/`, other.headers)).statusCode).toBe(404);
    expect(
      (
        await call("PUT", `/api/creator/items/${item.id}/`, other.headers, {
          ...draft(collection, "Mine"),
          version: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call("POST", `/api/creator/items/${item.id}/submit/`, other.headers)).statusCode).toBe(404);
    expect((await call("GET", "/api/creator/items/", other.headers)).json().count).toBe(0);

    expect((await call("POST", `/api/creator/items/${item.id}/submit/`, creator.headers)).json().review).toBe(
      "submitted",
    );
    // Submitted: no more edits until returned.
    const locked = await call("PUT", `/api/creator/items/${item.id}/`, creator.headers, {
      ...draft(collection, "Changed"),
      version: item.version,
    });
    expect(locked.statusCode).toBe(409);

    expect((await call("GET", "/api/admin/moderation/items/", shopper.headers)).statusCode).toBe(403);
    expect((await call("GET", "/api/admin/moderation/items/", creator.headers)).statusCode).toBe(403);
    const queue = (await call("GET", "/api/admin/moderation/items/", admin)).json();
    expect(queue.results.map((q: { id: string }) => q.id)).toContain(item.id);
    expect(queue.results.find((q: { id: string }) => q.id === item.id).creator.slug).toBe(creator.slug);

    const returned = await call("POST", `/api/admin/moderation/items/${item.id}/`, admin, {
      decision: "return",
      comment: "Please name the cooperative in the description.",
    });
    expect(returned.statusCode).toBe(204);
    const seen = (await call("GET", `/api/creator/items/${item.id}/`, creator.headers)).json();
    expect(seen).toMatchObject({
      review: "returned",
      review_comment: "Please name the cooperative in the description.",
    });
    expect(
      (await call("POST", `/api/admin/moderation/items/${item.id}/`, admin, { decision: "publish" }))
        .statusCode,
    ).toBe(409);

    const fixed = await call("PUT", `/api/creator/items/${item.id}/`, creator.headers, {
      ...draft(collection, "Imigongo panel"),
      dc: { title: ["Imigongo panel"], description: ["Made by the Nyakarambi cooperative"] },
      version: seen.version,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().dc.description).toEqual(["Made by the Nyakarambi cooperative"]);
    await call("POST", `/api/creator/items/${item.id}/submit/`, creator.headers);
    expect(
      (await call("POST", `/api/admin/moderation/items/${item.id}/`, admin, { decision: "publish" }))
        .statusCode,
    ).toBe(204);

    expect((await call("GET", `/api/repository/items/${item.slug}/`, {})).statusCode).toBe(200);
    const maker = (await call("GET", `/api/makers/${creator.slug}/`, {})).json();
    expect(maker.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
    expect((await call("GET", `/api/creator/items/${item.id}/`, creator.headers)).json().review).toBe(
      "published",
    );

    const history = await call("GET", `/api/admin/repository/items/${item.id}/history/`, admin);
    expect(history.statusCode).toBe(200);
    const entries = history.json().results as {
      action: string;
      actor: string;
      changed: string[];
      comment: string;
    }[];
    expect(entries.map((e) => e.action)).toEqual([
      "created",
      "submitted",
      "returned",
      "updated",
      "submitted",
      "published",
    ]);
    expect(entries[0]!.actor).toBe(creator.user.username);
    expect(entries[2]).toMatchObject({
      actor: "site_admin",
      comment: "Please name the cooperative in the description.",
    });
    expect(entries[3]!.changed).toContain("description");
    expect(entries[3]!.changed).not.toContain("title");
    expect(entries[5]!.changed).toEqual(["published"]);
    expect(
      (await call("GET", `/api/admin/repository/items/${item.id}/history/`, creator.headers)).statusCode,
    ).toBe(403);
  });

  it("keeps the history of admins' own edits", async () => {
    const collection = await publishedCollection(t.app, admin, "Baskets");
    const created = (
      await call("POST", "/api/admin/repository/items/", admin, {
        type: "object",
        collection,
        dc: { title: ["Agaseke"] },
      })
    ).json();
    await call("PUT", `/api/admin/repository/items/${created.id}/`, admin, {
      type: "object",
      collection,
      dc: { title: ["Agaseke"] },
      period: "20th century",
      version: created.version,
    });
    const history = (await call("GET", `/api/admin/repository/items/${created.id}/history/`, admin)).json();
    expect(history.results.map((e: { action: string }) => e.action)).toEqual(["created", "updated"]);
    expect(history.results[1].changed).toEqual(["period"]);
  });
});

describe("the creators admins name as makers (decision 164)", () => {
  it("lists approved creators by name, not applicants; shoppers and creators are refused", async () => {
    const maker = await approvedCreator(t.app, admin, "Aaa Uwase Weaver");
    const applicant = await signUpShopper(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/creator/applications/",
      headers: applicant.headers,
      payload: application("Aaa Waiting Applicant"),
    });
    const list = await t.app.inject({ url: "/api/admin/creators", headers: admin });
    expect(list.statusCode).toBe(200);
    const names = (list.json() as { display_name: string }[]).map((c) => c.display_name);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ slug: maker.slug, display_name: "Aaa Uwase Weaver" }),
    );
    expect(names).not.toContain("Aaa Waiting Applicant");
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect((await t.app.inject({ url: "/api/admin/creators", headers: maker.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/creators" })).statusCode).toBe(401);
  });
});
