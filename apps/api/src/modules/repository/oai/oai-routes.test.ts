import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";

let t: TestApp;
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
let other: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
const ids: string[] = [];
let deletedId: string;
let draftId: string;
const TOTAL = 230;

beforeAll(async () => {
  t = await buildTestApp({
    publicUrl: "https://heritage.example.rw",
    oaiAdminEmail: "archives@heritage.example.rw",
  });
  place = await insertInstitutionAndCollection(t.app.db, "ethnographic");
  other = await insertInstitutionAndCollection(t.app.db, "kings-palace");
  for (let i = 0; i < TOTAL; i++) {
    const target = i % 5 === 0 ? other : place;
    const item = await insertTestItem(t.app.db, target, {
      title: `Item ${String(i).padStart(3, "0")}`,
      ...(i === 0
        ? {
            original_language: "rw" as const,
            translations: { en: { title: ["Peace basket & lid"] }, fr: { title: ["Panier de la paix"] } },
          }
        : {}),
    });
    ids.push(item!.public_id);
  }
  deletedId = ids[7]!;
  await t.app.db.update(items).set({ deleted_at: new Date() }).where(eq(items.public_id, deletedId));
  const draft = await insertTestItem(t.app.db, place, { title: "Never published draft", published: false });
  draftId = draft!.public_id;
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ url: `/oai?${query}` });
const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1];
const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
const identifiers = (xml: string) =>
  [...xml.matchAll(/<identifier>oai:heritage\.example\.rw:([^<]+)<\/identifier>/g)].map((m) => m[1]!);

describe("OAI-PMH over HTTP", () => {
  it("answers Identify as text/xml with this server's base URL and admin email", async () => {
    const response = await get("verb=Identify");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(response.body).toContain("<baseURL>https://heritage.example.rw/oai</baseURL>");
    expect(response.body).toContain("<adminEmail>archives@heritage.example.rw</adminEmail>");
    expect(response.body).toContain("<deletedRecord>persistent</deletedRecord>");
    expect(response.body).toMatch(/<earliestDatestamp>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/earliestDatestamp>/);
  });

  it("harvests every record with ListRecords, 100 a page, following resumption tokens", async () => {
    let response = await get("verb=ListRecords&metadataPrefix=oai_dc");
    const seen: string[] = [];
    const pages: number[] = [];
    for (let page = 0; page < 10; page++) {
      expect(errorCode(response.body)).toBeUndefined();
      const found = identifiers(response.body);
      pages.push(found.length);
      seen.push(...found);
      const token = tokenOf(response.body);
      if (!token) break;
      response = await get(`verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`);
    }
    expect(pages).toEqual([100, 100, 30]);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(seen).not.toContain(draftId);
    expect(response.body).toContain(`<resumptionToken completeListSize="${TOTAL}" cursor="200"/>`);
  });

  it("harvests the same through POST forms, ListIdentifiers by set", async () => {
    const post = (form: string) =>
      t.app.inject({
        method: "POST",
        url: "/oai",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: form,
      });
    let response = await post(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=${other.collection.public_id}`);
    const seen = identifiers(response.body);
    const token = tokenOf(response.body);
    if (token) {
      response = await post(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
      seen.push(...identifiers(response.body));
    }
    expect(seen.length).toBe(TOTAL / 5);
    expect(response.body).not.toContain("<metadata>");
  });

  it("GetRecord: oai_dc in every language with xml:lang, the item page as identifier; deleted items marked", async () => {
    const response = await get(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${ids[0]}`,
    );
    expect(response.body).toContain('<dc:title xml:lang="rw">Item 000</dc:title>');
    expect(response.body).toContain('<dc:title xml:lang="en">Peace basket &amp; lid</dc:title>');
    expect(response.body).toContain('<dc:title xml:lang="fr">Panier de la paix</dc:title>');
    expect(response.body).toContain(
      "<dc:identifier>https://heritage.example.rw/resources/items/item-000</dc:identifier>",
    );
    expect(response.body).toContain(`<setSpec>${other.collection.public_id}</setSpec>`);
    const deleted = await get(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${deletedId}`,
    );
    expect(deleted.body).toContain('<header status="deleted">');
    expect(deleted.body).not.toContain("<metadata>");
    const draft = await get(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${draftId}`,
    );
    expect(errorCode(draft.body)).toBe("idDoesNotExist");
  });

  it("an unpublished collection's items become deleted records, with a datestamp after the change", async () => {
    const before = new Date(Date.now() - 1000).toISOString().slice(0, 19) + "Z";
    await t.app.db
      .update(collections)
      .set({ published: false })
      .where(eq(collections.id, other.collection.id));
    try {
      const response = await get(
        `verb=ListIdentifiers&metadataPrefix=oai_dc&from=${before}&set=${other.collection.public_id}`,
      );
      const headers = response.body.match(/<header[^>]*>/g) ?? [];
      expect(headers).toHaveLength(TOTAL / 5);
      expect(new Set(headers)).toEqual(new Set(['<header status="deleted">']));
      expect(identifiers(response.body)).toContain(ids[0]);
      const sets = await get("verb=ListSets");
      expect(sets.body).not.toContain(other.collection.public_id);
    } finally {
      await t.app.db
        .update(collections)
        .set({ published: true })
        .where(eq(collections.id, other.collection.id));
    }
  });

  it("ListSets and ListMetadataFormats", async () => {
    const sets = await get("verb=ListSets");
    expect(sets.body).toContain(
      `<setSpec>${place.collection.public_id}</setSpec><setName>ethnographic objects</setName>`,
    );
    const formats = await get(`verb=ListMetadataFormats&identifier=oai:heritage.example.rw:${ids[1]}`);
    expect(formats.body).toContain("<metadataPrefix>oai_dc</metadataPrefix>");
  });

  it.each([
    ["verb=Nope", "badVerb"],
    ["verb=ListRecords&metadataPrefix=oai_dc&bogus=1", "badArgument"],
    ["verb=ListRecords&metadataPrefix=xoai", "cannotDisseminateFormat"],
    [
      "verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:00000000-0000-4000-8000-000000000000",
      "idDoesNotExist",
    ],
    ["verb=ListRecords&metadataPrefix=oai_dc&until=2000-01-01", "noRecordsMatch"],
    ["verb=ListRecords&metadataPrefix=oai_dc&set=not-a-collection", "noRecordsMatch"],
    ["verb=ListRecords&resumptionToken=abc.def", "badResumptionToken"],
    // Dates out of range are the harvester's mistake, never the server's 500.
    ["verb=ListRecords&metadataPrefix=oai_dc&until=9999-12-31T23:59:59Z", "badArgument"],
    ["verb=ListIdentifiers&metadataPrefix=oai_dc&until=9999-12-31", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=9999-12-31T23:59:59Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=0000-01-01", "badArgument"],
    [
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=0000-01-01T00:00:00Z&until=9999-12-31T23:59:59Z",
      "badArgument",
    ],
  ])("%s → %s (HTTP 200)", async (query, code) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    expect(errorCode(response.body)).toBe(code);
  });

  it("harvests between the first and the last dates it accepts (years 0001 and 9998)", async () => {
    const response = await get("verb=ListIdentifiers&metadataPrefix=oai_dc&from=0001-01-01&until=9998-12-31");
    expect(response.statusCode).toBe(200);
    expect(errorCode(response.body)).toBeUndefined();
    expect(response.body).toContain(`<identifier>oai:heritage.example.rw:${ids[1]}</identifier>`);
  });

  it("reads no arguments from a POST that is not a form (badVerb), and refuses an oversized form with 413", async () => {
    const json = await t.app.inject({ method: "POST", url: "/oai", payload: { verb: "Identify" } });
    expect(json.statusCode).toBe(200);
    expect(errorCode(json.body)).toBe("badVerb");
    const huge = await t.app.inject({
      method: "POST",
      url: "/oai",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `verb=Identify&x=${"a".repeat(20_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });

  it("pages through items that all share one datestamp without losing or repeating one", async () => {
    // One statement: the trigger gives every row the same now() (a bulk import does the same).
    await t.app.db.update(items).set({ featured: true });
    let response = await get("verb=ListIdentifiers&metadataPrefix=oai_dc");
    const seen: string[] = [];
    for (let page = 0; page < 10; page++) {
      seen.push(...identifiers(response.body));
      const token = tokenOf(response.body);
      if (!token) break;
      response = await get(`verb=ListIdentifiers&resumptionToken=${encodeURIComponent(token)}`);
    }
    expect(seen).toHaveLength(TOTAL);
    expect(new Set(seen).size).toBe(TOTAL);
    expect(new Set(response.body.match(/<datestamp>[^<]+</g)).size).toBe(1);
  });
});
