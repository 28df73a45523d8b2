import { describe, expect, it } from "vitest";
import { PRESENTATION3_CONTEXT } from "../../../lib/json-ld.ts";
import {
  collectionProblems,
  languageMapProblems,
  manifestProblems,
} from "../../../test/presentation-check.ts";
import { rightsUri } from "../collections/rights-uri.ts";
import { type DescribedRecord, describeForIiif, languageMap } from "./describe-item.ts";
import { buildCollection, buildManifest, imageServiceUri } from "./presentation.ts";

const base = "https://heritage.example.rw";
const record: DescribedRecord = {
  originalLanguage: "rw",
  fields: {
    title: ["Agaseke k’amahoro"],
    description: ["Agaseke kaboshywe mu buryo bwa kera."],
    creator: ["Mukamana Béatrice"],
    date: ["1962"],
    rights: ["http://rightsstatements.org/vocab/InC/1.0/"],
    subject: ["ubukorikori"],
    period: [""],
  },
  translations: {
    en: { title: ["Peace basket"], description: ["A basket woven the old way."], subject: ["crafts"] },
    fr: { title: ["Panier de la paix"] },
  },
};

function twoPictureManifest() {
  const described = describeForIiif(record);
  return buildManifest({
    id: `${base}/iiif/items/abc/manifest.json`,
    ...described,
    rights: rightsUri(record.fields.rights ?? []),
    requiredStatement: { label: { en: ["Held by"] }, value: { none: ["Ethnographic Museum"] } },
    homepage: { id: `${base}/resources/items/peace-basket`, label: { en: ["Peace basket"] } },
    images: [
      {
        serviceId: imageServiceUri(base, "11111111-1111-4111-8111-111111111111"),
        width: 4000,
        height: 3000,
        max: { width: 2000, height: 1500 },
        smallest: { width: 250, height: 188 },
      },
      { serviceId: imageServiceUri(base, "22222222-2222-4222-8222-222222222222"), width: 800, height: 1200 },
    ],
  });
}

describe("buildManifest", () => {
  it("builds a Manifest with every property Presentation 3 requires, one Canvas per picture", () => {
    const manifest = twoPictureManifest();
    expect(manifestProblems(manifest)).toEqual([]);
    expect(manifest["@context"]).toBe(PRESENTATION3_CONTEXT);
    expect(manifest.type).toBe("Manifest");
    expect(manifest.label).toEqual({
      rw: ["Agaseke k’amahoro"],
      en: ["Peace basket"],
      fr: ["Panier de la paix"],
    });
    expect(manifest.summary).toEqual({
      rw: ["Agaseke kaboshywe mu buryo bwa kera."],
      en: ["A basket woven the old way."],
    });
    expect(manifest.rights).toBe("http://rightsstatements.org/vocab/InC/1.0/");
    expect(manifest.items).toHaveLength(2);
    const [first, second] = manifest.items;
    expect(first).toMatchObject({
      id: `${base}/iiif/items/abc/canvas/1`,
      type: "Canvas",
      width: 4000,
      height: 3000,
    });
    expect(second).toMatchObject({ id: `${base}/iiif/items/abc/canvas/2`, width: 800, height: 1200 });
    const annotation = first?.items?.[0]?.items?.[0];
    expect(annotation).toMatchObject({
      type: "Annotation",
      motivation: "painting",
      target: `${base}/iiif/items/abc/canvas/1`,
      body: {
        id: `${base}/iiif/3/11111111-1111-4111-8111-111111111111/full/max/0/default.jpg`,
        type: "Image",
        format: "image/jpeg",
        width: 2000,
        height: 1500,
        service: [
          {
            id: `${base}/iiif/3/11111111-1111-4111-8111-111111111111`,
            type: "ImageService3",
            profile: "level2",
          },
        ],
      },
    });
    // A picture without a limit: full/max is the picture itself.
    expect(second?.items?.[0]?.items?.[0]?.body).toMatchObject({ width: 800, height: 1200 });
    expect(manifest.thumbnail?.[0]).toMatchObject({
      id: `${base}/iiif/3/11111111-1111-4111-8111-111111111111/full/250,188/0/default.jpg`,
    });
    // Ids are unique across the document.
    const ids = JSON.stringify(manifest).match(/"id":"[^"]+"/g) ?? [];
    const pageIds = ids.filter((id) => id.includes("/canvas/"));
    expect(new Set(pageIds).size).toBe(pageIds.length);
  });

  it("puts the DC fields in metadata with language maps: translated ones per language, names under none", () => {
    const { metadata } = twoPictureManifest();
    const byLabel = Object.fromEntries((metadata ?? []).map((entry) => [entry.label.en?.[0], entry.value]));
    expect(byLabel.Creator).toEqual({ none: ["Mukamana Béatrice"] });
    expect(byLabel.Subject).toEqual({ rw: ["ubukorikori"], en: ["crafts"] });
    expect(byLabel.Date).toEqual({ none: ["1962"] });
    // Blank values are not shown; title and description are the label and summary, not metadata.
    expect(Object.keys(byLabel)).toEqual(["Creator", "Subject", "Date", "Rights"]);
    expect(metadata?.[0]?.label).toEqual({ en: ["Creator"], fr: ["Créateur"], rw: ["Uwabihanze"] });
  });

  it("the checker finds what a viewer would choke on", () => {
    const manifest = twoPictureManifest() as unknown as Record<string, unknown>;
    const broken = structuredClone(manifest) as {
      items: { width?: number; items: { items: { target: string }[] }[] }[];
    };
    delete broken.items[1]!.width;
    broken.items[0]!.items[0]!.items[0]!.target = "https://elsewhere/canvas";
    expect(manifestProblems(broken)).toEqual([
      "manifest.items[0].items[0].items[0].target: not its Canvas",
      "manifest.items[1]: width and height must be positive integers",
    ]);
    expect(manifestProblems({ ...manifest, "@context": undefined, label: { en: "x" } })).toEqual([
      "manifest.@context: not the Presentation 3 context",
      "manifest.label.en: not a list of strings under a language tag",
    ]);
    expect(manifestProblems({ ...manifest, items: [] })).toEqual(["manifest.items: no Canvas"]);
    expect(manifestProblems({ ...manifest, rights: "All rights reserved" })).toEqual([
      "manifest.rights: not a Creative Commons or RightsStatements.org URI",
    ]);
    expect(languageMapProblems({ en: "Title" }, "label")).toEqual([
      "label.en: not a list of strings under a language tag",
    ]);
  });
});

describe("buildCollection", () => {
  it("lists manifests with their labels under the Presentation 3 context", () => {
    const collection = buildCollection({
      id: `${base}/iiif/collections/c1/collection.json`,
      label: { en: ["Baskets"], rw: ["Uduseke"] },
      items: [
        { id: `${base}/iiif/items/abc/manifest.json`, type: "Manifest", label: { en: ["Peace basket"] } },
      ],
    });
    expect(collectionProblems(collection)).toEqual([]);
    expect(collection).toMatchObject({ "@context": PRESENTATION3_CONTEXT, type: "Collection" });
    expect(collection.items).toEqual([
      { id: `${base}/iiif/items/abc/manifest.json`, type: "Manifest", label: { en: ["Peace basket"] } },
    ]);
    expect(collectionProblems({ ...collection, type: "Manifest" })).toEqual([
      "collection.type: not Collection",
    ]);
  });
});

describe("languageMap", () => {
  it("is empty for a field without values, and keeps an untranslated prose field in its language", () => {
    expect(languageMap(record, "coverage")).toEqual({});
    expect(languageMap({ ...record, translations: {} }, "title")).toEqual({ rw: ["Agaseke k’amahoro"] });
  });
});
