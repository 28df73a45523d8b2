import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { addItemPicture } from "../../../test/iiif-test-picture.ts";
import { PAGE_SIZE } from "./change-discovery.ts";

/**
 * IIIF Change Discovery 1.0 (decision 248): an OrderedCollection of the manifests' latest
 * activities, paged, oldest first; an item made restricted becomes a Delete and is never again an
 * Update anywhere in the stream.
 */

let t: TestApp;
const base = "https://heritage.example.rw";
const pictured: { id: number; publicId: string }[] = [];
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;

type Activity = { type: string; object: { id: string; type: string }; endTime: string };

async function get(url: string) {
  const response = await t.app.inject({ url, headers: { accept: "application/ld+json" } });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers["access-control-allow-origin"]).toBe("*");
  return response.json();
}

/** Every activity, read as an aggregator does: the collection, then page after page. */
async function everyActivity(): Promise<Activity[]> {
  const collection = await get("/iiif/discovery/collection.json");
  const activities: Activity[] = [];
  let next: string | undefined = collection.first.id;
  while (next) {
    const page = await get(next.replace(base, ""));
    expect(page.partOf).toEqual({ id: `${base}/iiif/discovery/collection.json`, type: "OrderedCollection" });
    expect(page.startIndex).toBe(activities.length);
    activities.push(...page.orderedItems);
    next = page.next?.id;
  }
  expect(activities).toHaveLength(collection.totalItems);
  return activities;
}

const manifestOf = (publicId: string) => `${base}/iiif/items/${publicId}/manifest.json`;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: base });
  place = await insertInstitutionAndCollection(t.app.db, "discovery");
  const picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } })
    .jpeg()
    .toBuffer();
  for (let i = 0; i < PAGE_SIZE + 5; i++) {
    const item = await insertTestItem(t.app.db, place, { title: `Discovered ${i}` });
    await addItemPicture(t.app.db, t.app.mediaDir, item!.id, picture);
    pictured.push({ id: item!.id, publicId: item!.public_id });
  }
  await insertTestItem(t.app.db, place, { title: "Never published", published: false });
});
afterAll(() => t.close());

describe("IIIF Change Discovery", () => {
  it("is an OrderedCollection with its count and first and last pages", async () => {
    const collection = await get("/iiif/discovery/collection.json");
    expect(collection).toMatchObject({
      "@context": "http://iiif.io/api/discovery/1/context.json",
      id: `${base}/iiif/discovery/collection.json`,
      type: "OrderedCollection",
      first: { id: `${base}/iiif/discovery/page/0.json`, type: "OrderedCollectionPage" },
      last: { id: `${base}/iiif/discovery/page/1.json`, type: "OrderedCollectionPage" },
    });
  });

  it("pages every public manifest as an Update, oldest first, and says nothing of what was never public", async () => {
    const activities = await everyActivity();
    expect(activities.map((a) => a.object.id).sort()).toEqual(
      pictured.map((p) => manifestOf(p.publicId)).sort(),
    );
    expect(new Set(activities.map((a) => a.type))).toEqual(new Set(["Update"]));
    const times = activities.map((a) => a.endTime);
    expect([...times].sort()).toEqual(times);
    for (const activity of activities) {
      expect(activity.object.type).toBe("Manifest");
      expect(activity.endTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
    const second = await get("/iiif/discovery/page/1.json");
    expect(second.prev).toEqual({ id: `${base}/iiif/discovery/page/0.json`, type: "OrderedCollectionPage" });
    expect(second.next).toBeUndefined();
  });

  it("an item made restricted, or withdrawn with its collection, is a Delete at the end and never again an Update", async () => {
    const restricted = pictured[3]!;
    await t.app.db.update(items).set({ access: "restricted" }).where(eq(items.id, restricted.id));
    const activities = await everyActivity();
    const about = activities.filter((a) => a.object.id === manifestOf(restricted.publicId));
    expect(about.map((a) => a.type)).toEqual(["Delete"]);
    expect(activities.at(-1)).toEqual(about[0]);
    // Its manifest is indeed gone.
    expect((await t.app.inject({ url: `/iiif/items/${restricted.publicId}/manifest.json` })).statusCode).toBe(
      404,
    );

    await t.app.db
      .update(collections)
      .set({ published: false })
      .where(eq(collections.id, place.collection.id));
    const withdrawn = await everyActivity();
    expect(new Set(withdrawn.map((a) => a.type))).toEqual(new Set(["Delete"]));
    await t.app.db
      .update(collections)
      .set({ published: true })
      .where(eq(collections.id, place.collection.id));
    const back = await everyActivity();
    expect(back.filter((a) => a.type === "Delete").map((a) => a.object.id)).toEqual([
      manifestOf(restricted.publicId),
    ]);
  });

  it("answers 404 past the last page and for a page that is not a number", async () => {
    for (const url of [
      "/iiif/discovery/page/2.json",
      "/iiif/discovery/page/-1.json",
      "/iiif/discovery/page/x.json",
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers["access-control-allow-origin"]).toBe("*");
    }
  });
});
