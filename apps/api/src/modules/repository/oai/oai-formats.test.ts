import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { oaiSchemaErrors } from "../../../test/standards.ts";
import { rawFromSearchParams } from "./oai-arguments.ts";
import { answerOai } from "./oai-protocol.ts";
import { sqlOaiRepository } from "./oai-sql-repository.ts";

/**
 * What an OAI-PMH record says, in both formats (decision 246): place, coordinates and period as
 * coverage (spatial, temporal in oai_qdc), the community as a contributor, a rights URI as the
 * license, the collection it is part of; every response checked against the official OAI-PMH,
 * oai_dc and Dublin Core schemas (oai_qdc's container and terms against stand-ins, standards.ts).
 */

let t: TestApp;
let described: string;
let restricted: string;
let plain: string;
const host = "heritage.example.rw";

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: `https://${host}`, oaiAdminEmail: "archives@heritage.example.rw" });
  const place = await insertInstitutionAndCollection(t.app.db, "formats");
  await t.app.db
    .update(collections)
    .set({ original_language: "en", translations: { rw: { title: "Ibintu by'ingoro" } } })
    .where(eq(collections.id, place.collection.id));
  const item = await insertTestItem(t.app.db, place, {
    title: "Agaseke",
    original_language: "rw",
    dc: {
      ...emptyDc(),
      title: ["Agaseke"],
      rights: ["Licensed CC BY 4.0: https://creativecommons.org/licenses/by/4.0/"],
      date: ["1932"],
    },
    community: "Abanyabutare",
    place_name: "Huye",
    latitude: -2.5967,
    longitude: 29.739,
    period: "Ingoma ya Musinga",
    translations: {
      en: {
        title: ["Basket"],
        place_name: ["Huye District"],
        period: ["Reign of Musinga"],
        community: ["People of Butare"],
      },
      fr: { period: ["Règne de Musinga"] },
    },
  });
  described = item!.public_id;
  plain = (await insertTestItem(t.app.db, place, { title: "Plain" }))!.public_id;
  const secret = await insertTestItem(t.app.db, place, {
    title: "Later restricted",
    community: "Abakurambere",
    place_name: "Nyanza",
    period: "Secret period",
  });
  await t.app.db.update(items).set({ access: "restricted" }).where(eq(items.id, secret!.id));
  restricted = secret!.public_id;
});
afterAll(() => t.close());

async function oai(query: string): Promise<string> {
  const response = await t.app.inject({ url: `/oai?${query}` });
  expect(response.statusCode).toBe(200);
  expect(await oaiSchemaErrors(response.body), query).toEqual([]);
  return response.body;
}

const record = (prefix: string, id: string) =>
  oai(`verb=GetRecord&metadataPrefix=${prefix}&identifier=${encodeURIComponent(`oai:${host}:${id}`)}`);

describe("OAI-PMH formats", () => {
  it("lists oai_dc and oai_qdc, for the repository and for one record", async () => {
    for (const query of [
      "verb=ListMetadataFormats",
      `verb=ListMetadataFormats&identifier=oai:${host}:${described}`,
    ]) {
      const body = await oai(query);
      expect(body).toContain("<metadataPrefix>oai_dc</metadataPrefix>");
      expect(body).toContain("<metadataPrefix>oai_qdc</metadataPrefix>");
      expect(body).toContain("<schema>http://worldcat.org/xmlschemas/qdc/1.0/qdc-1.0.xsd</schema>");
      expect(body).toContain(
        "<metadataNamespace>http://worldcat.org/xmlschemas/qdc-1.0/</metadataNamespace>",
      );
    }
  });

  it("oai_dc carries place, coordinates and period as dc:coverage and the community as dc:contributor", async () => {
    const body = await record("oai_dc", described);
    for (const line of [
      '<dc:coverage xml:lang="rw">Huye</dc:coverage>',
      '<dc:coverage xml:lang="en">Huye District</dc:coverage>',
      "<dc:coverage>name=Huye; east=29.739; north=-2.5967</dc:coverage>",
      '<dc:coverage xml:lang="rw">Ingoma ya Musinga</dc:coverage>',
      '<dc:coverage xml:lang="en">Reign of Musinga</dc:coverage>',
      '<dc:coverage xml:lang="fr">Règne de Musinga</dc:coverage>',
      '<dc:contributor xml:lang="rw">Abanyabutare</dc:contributor>',
      '<dc:contributor xml:lang="en">People of Butare</dc:contributor>',
      // The license URI, canonical, beside the rights text it was found in.
      "<dc:rights>http://creativecommons.org/licenses/by/4.0/</dc:rights>",
      '<dc:relation xml:lang="en">formats objects</dc:relation>',
      '<dc:relation xml:lang="rw">Ibintu by&apos;ingoro</dc:relation>',
    ]) {
      expect(body).toContain(line);
    }
  });

  it("oai_qdc writes the same statements as DCMI Terms, refined where they are", async () => {
    const body = await record("oai_qdc", described);
    expect(body).toContain('<oai_qdc:qualifieddc xmlns:oai_qdc="http://worldcat.org/xmlschemas/qdc-1.0/"');
    for (const line of [
      '<dcterms:title xml:lang="rw">Agaseke</dcterms:title>',
      '<dcterms:title xml:lang="en">Basket</dcterms:title>',
      "<dcterms:date>1932</dcterms:date>",
      '<dcterms:spatial xml:lang="rw">Huye</dcterms:spatial>',
      "<dcterms:spatial>name=Huye; east=29.739; north=-2.5967</dcterms:spatial>",
      '<dcterms:temporal xml:lang="fr">Règne de Musinga</dcterms:temporal>',
      '<dcterms:contributor xml:lang="rw">Abanyabutare</dcterms:contributor>',
      "<dcterms:license>http://creativecommons.org/licenses/by/4.0/</dcterms:license>",
      '<dcterms:isPartOf xml:lang="en">formats objects</dcterms:isPartOf>',
      `<dcterms:identifier>https://${host}/resources/items/agaseke</dcterms:identifier>`,
    ]) {
      expect(body).toContain(line);
    }
    expect(body).not.toContain("<dc:");
  });

  it("says nothing it has not got: no coverage, contributor or license for an item without them", async () => {
    for (const prefix of ["oai_dc", "oai_qdc"]) {
      const body = await record(prefix, plain);
      expect(body).not.toMatch(/coverage|spatial|temporal|contributor|license|rights>/);
    }
  });

  it("a restricted item is a deleted record in both formats, its community, place and period never sent", async () => {
    for (const prefix of ["oai_dc", "oai_qdc"]) {
      const body = await record(prefix, restricted);
      expect(body).toContain('<header status="deleted">');
      expect(body).not.toContain("<metadata>");
      for (const secret of ["Abakurambere", "Nyanza", "Secret period", "Later restricted"])
        expect(body).not.toContain(secret);
      const list = await oai(`verb=ListRecords&metadataPrefix=${prefix}`);
      for (const secret of ["Abakurambere", "Nyanza", "Secret period", "Later restricted"])
        expect(list).not.toContain(secret);
    }
  });

  it("harvests oai_qdc by resumption token, one record a page, the format kept in the token", async () => {
    const repository = sqlOaiRepository(t.app.db, {
      itemPageUrl: (slug) => `https://${host}/resources/items/${slug}`,
    });
    const context = {
      baseUrl: `https://${host}/oai`,
      repositoryIdentifier: host,
      repositoryName: "Heritage",
      adminEmail: "archives@heritage.example.rw",
      now: new Date(),
      secret: new Uint8Array(32).fill(3),
      pageSize: 1,
    };
    let query = "verb=ListRecords&metadataPrefix=oai_qdc";
    const pages: string[] = [];
    for (let page = 0; page < 5 && query; page++) {
      const xml = await answerOai(rawFromSearchParams(new URLSearchParams(query)), repository, context);
      expect(await oaiSchemaErrors(xml)).toEqual([]);
      pages.push(xml);
      const token = /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
      query = token ? `verb=ListRecords&resumptionToken=${encodeURIComponent(token)}` : "";
    }
    expect(pages).toHaveLength(3);
    expect(pages.filter((xml) => xml.includes("<oai_qdc:qualifieddc "))).toHaveLength(2);
    expect(pages.every((xml) => !xml.includes("<oai_dc:dc "))).toBe(true);
  });

  it("answers cannotDisseminateFormat, schema-valid, for a format it does not have", async () => {
    for (const prefix of ["qdc", "mods", "toString"]) {
      const body = await oai(`verb=ListRecords&metadataPrefix=${prefix}`);
      expect(body, prefix).toContain('<error code="cannotDisseminateFormat">');
    }
  });

  it("every other verb's answer is schema-valid too", async () => {
    await oai("verb=Identify");
    await oai("verb=ListSets");
    await oai("verb=ListIdentifiers&metadataPrefix=oai_dc");
    await oai("verb=ListRecords&metadataPrefix=oai_dc");
    await oai(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:${host}:00000000-0000-4000-8000-000000000000`,
    );
    await oai("verb=Nonsense");
  });
});
