import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { institutions } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { addItemPicture } from "../../../test/iiif-test-picture.ts";
import { presentationSchemaErrors } from "../../../test/standards.ts";

/**
 * What Presentation 3 says a Manifest SHOULD have (decision 247): a label on every canvas, the
 * provider, seeAlso to the OAI-PMH records, the homepage, rights as a URI (read from prose too);
 * each manifest and collection valid against the official JSON Schema (../shared/standards/iiif_3_0.json).
 */

let t: TestApp;
/** The manifest as JSON, read by the assertions' paths (their shape is what the schema checks). */
// biome-ignore lint/suspicious/noExplicitAny: a served document, checked against the schema, not typed
let manifestOf: (id: string) => Promise<any>;
let museumItem: string;
let libraryItem: string;
let collectionId: string;
const base = "https://heritage.example.rw";

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#445566" } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: base });
  const museum = await insertInstitutionAndCollection(t.app.db, "ethnographic");
  collectionId = museum.collection.public_id;
  const item = await insertTestItem(t.app.db, museum, {
    title: "Inkangara",
    dc: { ...emptyDc(), title: ["Inkangara"], rights: ["Shared under CC BY-NC 4.0; no commercial use."] },
  });
  museumItem = item!.public_id;
  await addItemPicture(t.app.db, t.app.mediaDir, item!.id, await jpeg(300, 200), { position: 0 });
  await addItemPicture(t.app.db, t.app.mediaDir, item!.id, await jpeg(200, 300), { position: 1 });

  const library = await insertInstitutionAndCollection(t.app.db, "archives");
  await t.app.db
    .update(institutions)
    .set({ kind: "library", website: "https://library.example.rw/" })
    .where(eq(institutions.id, library.institution.id));
  const book = await insertTestItem(t.app.db, library, {
    title: "Igitabo",
    dc: { ...emptyDc(), title: ["Igitabo"], rights: ["© the archive, all rights reserved"] },
  });
  libraryItem = book!.public_id;
  await addItemPicture(t.app.db, t.app.mediaDir, book!.id, await jpeg(100, 100));

  manifestOf = async (id: string) => {
    const response = await t.app.inject({ url: `/iiif/items/${id}/manifest.json` });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
});
afterAll(() => t.close());

describe("IIIF manifests' SHOULDs", () => {
  it("validates against the official Presentation 3 JSON Schema, manifests and collection", async () => {
    for (const id of [museumItem, libraryItem])
      expect(presentationSchemaErrors(await manifestOf(id)), id).toEqual([]);
    const collection = await t.app.inject({ url: `/iiif/collections/${collectionId}/collection.json` });
    expect(presentationSchemaErrors(collection.json())).toEqual([]);
  });

  it("the schema check can fail: a manifest without its type is refused", async () => {
    const { type: _type, ...broken } = await manifestOf(museumItem);
    expect(presentationSchemaErrors(broken)).not.toEqual([]);
  });

  it("labels every canvas, 'Picture N' in three languages when the file has no caption", async () => {
    const manifest = await manifestOf(museumItem);
    expect(manifest.items.map((canvas: { label: unknown }) => canvas.label)).toEqual([
      { en: ["Picture 1"], fr: ["Image 1"], rw: ["Ishusho 1"] },
      { en: ["Picture 2"], fr: ["Image 2"], rw: ["Ishusho 2"] },
    ]);
  });

  it("names the holding institution as provider, with its homepage: its museum page or its own website", async () => {
    const museum = await manifestOf(museumItem);
    expect(museum.provider).toEqual([
      {
        id: `${base}/resources/museums/ethnographic-museum`,
        type: "Agent",
        label: { en: ["ethnographic Museum"] },
        homepage: [
          {
            id: `${base}/resources/museums/ethnographic-museum`,
            type: "Text",
            label: {
              en: ["The holding institution"],
              fr: ["L’institution qui le conserve"],
              rw: ["Ikigo kibibitse"],
            },
            format: "text/html",
          },
        ],
      },
    ]);
    const library = await manifestOf(libraryItem);
    expect(library.provider[0].id).toBe("https://library.example.rw/");
  });

  it("points seeAlso at the item's OAI-PMH records in both formats, which answer", async () => {
    const manifest = await manifestOf(museumItem);
    expect(manifest.seeAlso.map((link: { profile: string }) => link.profile)).toEqual([
      "http://www.openarchives.org/OAI/2.0/oai_dc/",
      "http://worldcat.org/xmlschemas/qdc-1.0/",
    ]);
    for (const link of manifest.seeAlso) {
      expect(link).toMatchObject({ type: "Dataset", format: "text/xml" });
      const record = await t.app.inject({ url: link.id.replace(base, "") });
      expect(record.body).toContain(`<identifier>oai:heritage.example.rw:${museumItem}</identifier>`);
      expect(record.body).not.toContain("<error");
    }
  });

  it("gives rights as a URI read from the prose, and the homepage of the record", async () => {
    const museum = await manifestOf(museumItem);
    expect(museum.rights).toBe("http://creativecommons.org/licenses/by-nc/4.0/");
    expect(museum.homepage[0].id).toBe(`${base}/resources/items/inkangara`);
    expect((await manifestOf(libraryItem)).rights).toBe("http://rightsstatements.org/vocab/InC/1.0/");
  });
});
