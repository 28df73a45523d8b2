import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemMedia } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { collectionProblems, manifestProblems } from "../../../test/presentation-check.ts";
import { tileSetDir } from "./image-tiles.ts";

// one engine: the manifests asked at once race for a tile set on disk, not for rows

let t: TestApp;
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
let withImages: string;
let withoutImages: string;
let unpublished: string;
const pictures: string[] = [];
const base = "https://heritage.example.rw";

async function addImage(itemId: number, width: number, height: number, position: number): Promise<string> {
  const key = `items/${randomUUID()}.jpg`;
  fs.mkdirSync(path.join(t.app.mediaDir, "items"), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: "#7a3b1c" } })
    .jpeg()
    .toFile(path.join(t.app.mediaDir, key));
  const [row] = await t.app.db
    .insert(itemMedia)
    .values({ item_id: itemId, kind: "image", key, mime: "image/jpeg", bytes: 1000, width, height, position })
    .returning();
  return row!.public_id;
}

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: base });
  place = await insertInstitutionAndCollection(t.app.db, "ethnographic");
  const item = await insertTestItem(t.app.db, place, {
    title: "Agaseke",
    original_language: "rw",
    dc: {
      ...emptyDc(),
      title: ["Agaseke"],
      creator: ["Mukamana"],
      rights: ["https://creativecommons.org/licenses/by/4.0/"],
      description: ["Agaseke k'amahoro"],
    },
    translations: {
      en: { title: ["Peace basket"], description: ["A basket of peace"] },
      fr: { title: ["Panier de la paix"] },
    },
  });
  withImages = item!.public_id;
  pictures.push(await addImage(item!.id, 1200, 900, 0), await addImage(item!.id, 600, 800, 1));
  withoutImages = (await insertTestItem(t.app.db, place, { title: "No picture" }))!.public_id;
  const draft = await insertTestItem(t.app.db, place, { title: "Draft", published: false });
  unpublished = draft!.public_id;
  await addImage(draft!.id, 100, 100, 0);
});
afterAll(() => t.close());

describe("IIIF Presentation routes", () => {
  it("serves a valid Presentation 3 Manifest with one canvas per image, open to any origin", async () => {
    const response = await t.app.inject({
      url: `/iiif/items/${withImages}/manifest.json`,
      headers: { accept: "application/ld+json" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["content-type"]).toMatch(
      /^application\/ld\+json; ?profile="http:\/\/iiif\.io\/api\/presentation\/3\/context\.json"/,
    );
    const manifest = response.json();
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest).toMatchObject({
      "@context": "http://iiif.io/api/presentation/3/context.json",
      id: `${base}/iiif/items/${withImages}/manifest.json`,
      type: "Manifest",
      label: { rw: ["Agaseke"], en: ["Peace basket"], fr: ["Panier de la paix"] },
      summary: { rw: ["Agaseke k'amahoro"], en: ["A basket of peace"] },
      rights: "http://creativecommons.org/licenses/by/4.0/",
      requiredStatement: { label: { en: ["Held by"] }, value: { en: ["ethnographic Museum"] } },
    });
    expect(manifest.items).toHaveLength(2);
    expect(
      manifest.items.map((canvas: { width: number; height: number }) => [canvas.width, canvas.height]),
    ).toEqual([
      [1200, 900],
      [600, 800],
    ]);
    const body = manifest.items[1].items[0].items[0].body;
    expect(body.service[0]).toEqual({
      id: `${base}/iiif/3/${pictures[1]}`,
      type: "ImageService3",
      profile: "level2",
    });
    // The pictures were tiled on the way (they had no tiles): the image service answers.
    expect(fs.existsSync(path.join(tileSetDir(t.app.mediaDir, pictures[1]!), "info.json"))).toBe(true);
    const info = await t.app.inject({ url: `/iiif/3/${pictures[1]}/info.json` });
    expect(info.json()).toMatchObject({ id: `${base}/iiif/3/${pictures[1]}`, width: 600, height: 800 });
    const full = await t.app.inject({ url: new URL(body.id).pathname });
    expect(full.statusCode).toBe(200);
  });

  it("tiles a picture without a tile set once when its manifest is asked for many times at once", async () => {
    const drums = await insertInstitutionAndCollection(t.app.db, "drums");
    const item = await insertTestItem(t.app.db, drums, { title: "Drum" });
    const picture = await addImage(item!.id, 1100, 700, 0);
    const store = t.app.mediaStore;
    const stage = store.stageDirectory;
    let tilings = 0;
    store.stageDirectory = (...args) => {
      tilings++;
      return stage.apply(store, args);
    };
    try {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({ url: `/iiif/items/${item!.public_id}/manifest.json` }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json().items[0]).toMatchObject({ width: 1100, height: 700 });
      }
      expect(tilings).toBe(1);
      const info = await t.app.inject({ url: `/iiif/3/${picture}/info.json` });
      expect(info.json()).toMatchObject({ width: 1100, height: 700 });
    } finally {
      store.stageDirectory = stage;
    }
  });

  it("answers 404 for an unknown id, a malformed one, an unpublished item, an item without images", async () => {
    for (const id of [randomUUID(), "not-a-uuid", unpublished, withoutImages]) {
      const response = await t.app.inject({ url: `/iiif/items/${id}/manifest.json` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json().detail).toBeTruthy();
    }
  });

  it("serves the collection with the manifests of its public items that have images", async () => {
    const response = await t.app.inject({
      url: `/iiif/collections/${place.collection.public_id}/collection.json`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    const collection = response.json();
    expect(collectionProblems(collection)).toEqual([]);
    expect(collection.items).toEqual([
      {
        id: `${base}/iiif/items/${withImages}/manifest.json`,
        type: "Manifest",
        label: { rw: ["Agaseke"], en: ["Peace basket"], fr: ["Panier de la paix"] },
      },
    ]);
    for (const id of [randomUUID(), "nope"]) {
      expect((await t.app.inject({ url: `/iiif/collections/${id}/collection.json` })).statusCode).toBe(404);
    }
  });
});
