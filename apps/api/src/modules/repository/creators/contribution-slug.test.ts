import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { approvedCreator, publishedCollection } from "../../../test/fixtures/creators-test-helpers.ts";

/** A creator's slugs (decision 214): their readable part, then a code of the item's own id. */

let t: TestApp;
let creator: Awaited<ReturnType<typeof approvedCreator>>;
let collection: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await signInAdmin(t.app)).headers;
  collection = await publishedCollection(t.app, admin, "Imigongo of Kirehe");
  creator = await approvedCreator(t.app, admin, "Uwase Slug");
}, 120_000);
afterAll(async () => t?.close());

const draft = (title: string, extra: object = {}) => ({
  type: "artwork",
  collection,
  dc: { title: [title] },
  community: "Kirehe",
  ...extra,
});
const send = (method: "POST" | "PUT", url: string, payload: object) =>
  t.app.inject({ method, url, headers: creator.headers, payload });
const codeOf = (id: string) => id.replaceAll("-", "").slice(0, 8);

describe("a creator's slug", () => {
  it("is the title's or the one sent, then the item's own code, the same on every save", async () => {
    const created = await send("POST", "/api/creator/items", draft("Imigongo panel"));
    expect(created.statusCode).toBe(201);
    const item = created.json();
    const code = codeOf(item.id);
    expect(item.slug).toBe(`imigongo-panel-${code}`);

    // The slug sent back as given keeps it (no second code).
    const kept = await send("PUT", `/api/creator/items/${item.id}`, {
      ...draft("Imigongo panel", { slug: item.slug }),
      version: item.version,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().slug).toBe(item.slug);

    // A new title, a new readable part; the code stays.
    const renamed = await send("PUT", `/api/creator/items/${item.id}`, {
      ...draft("Cow-dung relief"),
      version: kept.json().version,
    });
    expect(renamed.json().slug).toBe(`cow-dung-relief-${code}`);

    const chosen = await send("POST", "/api/creator/items", draft("Another", { slug: "my-panel" }));
    expect(chosen.json().slug).toBe(`my-panel-${codeOf(chosen.json().id)}`);
  });

  it("never answers that a slug is taken: two drafts asking for one slug both get their own", async () => {
    const first = (await send("POST", "/api/creator/items", draft("Twin", { slug: "twin-panel" }))).json();
    const second = await send("POST", "/api/creator/items", draft("Twin", { slug: "twin-panel" }));
    expect(second.statusCode).toBe(201);
    expect(second.json().slug).toBe(`twin-panel-${codeOf(second.json().id)}`);
    expect(second.json().slug).not.toBe(first.slug);
  });
});
