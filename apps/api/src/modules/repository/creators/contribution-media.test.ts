import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { approvedCreator, publishedCollection } from "../../../test/fixtures/creators-test-helpers.ts";

let t: TestApp;
let admin: Record<string, string>;
let png: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#b5562f" } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${bytes.toString("base64")}`;
});
afterAll(async () => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, headers: Record<string, string>, payload?: unknown) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const draft = (collection: string, title: string) => ({
  type: "artwork",
  collection,
  dc: { title: [title], description: ["A panel of cow-dung relief"] },
});

describe("a creator's pictures of their own drafts (decision 167)", () => {
  it("stores a real image on an own draft, moves its version and history, and refuses others", async () => {
    const collection = await publishedCollection(t.app, admin, "Imigongo pictures");
    const creator = await approvedCreator(t.app, admin, "Uwase Claudine");
    const other = await approvedCreator(t.app, admin, "Nshuti Jean");
    const item = (
      await call("POST", "/api/creator/items/", creator.headers, draft(collection, "Panel"))
    ).json();
    const url = `/api/creator/items/${item.id}/media/`;

    expect((await call("POST", url, {}, { image: png })).statusCode).toBe(401);
    expect((await call("POST", url, other.headers, { image: png })).statusCode).toBe(404);
    expect((await call("POST", url, admin, { image: png })).statusCode).toBe(403);
    const notImage = await call("POST", url, creator.headers, {
      image: `data:image/png;base64,${Buffer.from("not a picture at all").toString("base64")}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(Object.keys(notImage.json())).toEqual(["image"]);

    const added = await call("POST", url, creator.headers, { image: png, caption: "The panel" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ kind: "image", width: 64, height: 48, caption: "The panel" });
    const preview = await t.app.inject({ method: "GET", url: added.json().preview_url });
    expect(preview.statusCode).toBe(200);
    expect((await sharp(preview.rawPayload).metadata()).format).toBe("webp");

    const after = (await call("GET", `/api/creator/items/${item.id}/`, creator.headers)).json();
    expect(after.version).toBe(item.version + 1);
    expect(after.media.map((m: { id: string }) => m.id)).toEqual([added.json().id]);
    const history = (await call("GET", `/api/admin/repository/items/${item.id}/history/`, admin)).json();
    expect(history.results.at(-1)).toMatchObject({ action: "updated", changed: ["media"] });

    // Submitted: its pictures are locked too; returned, they can change again.
    await call("POST", `/api/creator/items/${item.id}/submit/`, creator.headers);
    expect((await call("POST", url, creator.headers, { image: png })).statusCode).toBe(409);
    expect((await call("DELETE", `${url}${added.json().id}/`, creator.headers)).statusCode).toBe(409);
    await call("POST", `/api/admin/moderation/items/${item.id}/`, admin, {
      decision: "return",
      comment: "Another angle",
    });
    expect((await call("DELETE", `${url}${added.json().id}/`, other.headers)).statusCode).toBe(404);
    expect((await call("DELETE", `${url}${added.json().id}/`, creator.headers)).statusCode).toBe(204);
    expect((await call("DELETE", `${url}${added.json().id}/`, creator.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: added.json().preview_url })).statusCode).toBe(404);
  });
});

describe("the 'Join as Creator' question, kept on the account (decision 166)", () => {
  it("is unanswered at first, answered once, and refused without a valid answer or a sign-in", async () => {
    const person = await signUpShopper(t.app);
    expect((await call("GET", "/api/creator/me/", person.headers)).json().prompt_answered).toBe(false);
    expect((await call("POST", "/api/creator/prompt/", {}, { answer: "no" })).statusCode).toBe(401);
    const bad = await call("POST", "/api/creator/prompt/", person.headers, { answer: "maybe" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(["answer"]);
    expect((await call("POST", "/api/creator/prompt/", person.headers, { answer: "no" })).statusCode).toBe(
      204,
    );
    expect((await call("POST", "/api/creator/prompt/", person.headers, { answer: "yes" })).statusCode).toBe(
      204,
    );
    expect((await call("GET", "/api/creator/me/", person.headers)).json().prompt_answered).toBe(true);
  });
});
