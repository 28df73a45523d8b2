import { describe, expect, it } from "vitest";
import { memoryRepository, sampleItems } from "../../../test/oai-test-repository.ts";
import { rawFromSearchParams } from "./oai-arguments.ts";
import { answerOai, type OaiContext } from "./oai-protocol.ts";
import type { OaiRepository } from "./oai-repository.ts";

const secret = new Uint8Array(32).fill(7);
const context: OaiContext = {
  baseUrl: "https://heritage.example.rw/oai",
  repositoryIdentifier: "heritage.example.rw",
  repositoryName: "Digital Heritage Platform",
  adminEmail: "archives@heritage.example.rw",
  now: new Date("2026-11-25T02:00:00.789Z"),
  secret,
  pageSize: 10,
};
const items = sampleItems(25);
const repository = memoryRepository(items, [
  {
    spec: "even",
    name: "Even items",
    description: [{ element: "description", value: "Every <second> item", lang: "en" }],
  },
  { spec: "odd", name: "Odd & others", description: [] },
]);

function ask(query: string, repo: OaiRepository = repository, ctx: OaiContext = context) {
  return answerOai(rawFromSearchParams(new URLSearchParams(query)), repo, ctx);
}

const errorCode = (xml: string) => /<error code="([^"]+)"/.exec(xml)?.[1];
const tokenOf = (xml: string) => /<resumptionToken[^>]*>([^<]+)<\/resumptionToken>/.exec(xml)?.[1];
const count = (xml: string, tag: string) =>
  xml.split(`<${tag}>`).length - 1 + (xml.split(`<${tag} `).length - 1);

describe("OAI-PMH envelope and Identify", () => {
  it("answers Identify with the required elements, persistent deletions and second granularity", async () => {
    const xml = await ask("verb=Identify");
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"',
      ),
    ).toBe(true);
    expect(xml).toContain("<responseDate>2026-11-25T02:00:00Z</responseDate>");
    expect(xml).toContain('<request verb="Identify">https://heritage.example.rw/oai</request>');
    for (const part of [
      "<repositoryName>Digital Heritage Platform</repositoryName>",
      "<baseURL>https://heritage.example.rw/oai</baseURL>",
      "<protocolVersion>2.0</protocolVersion>",
      "<adminEmail>archives@heritage.example.rw</adminEmail>",
      "<earliestDatestamp>2026-01-01T00:00:00Z</earliestDatestamp>",
      "<deletedRecord>persistent</deletedRecord>",
      "<granularity>YYYY-MM-DDThh:mm:ssZ</granularity>",
      "<repositoryIdentifier>heritage.example.rw</repositoryIdentifier>",
    ]) {
      expect(xml).toContain(part);
    }
  });

  it("leaves out the oai-identifier description when the host is no domain name (localhost)", async () => {
    const xml = await ask("verb=Identify", repository, { ...context, repositoryIdentifier: "localhost" });
    expect(xml).not.toContain("oai-identifier");
  });
});

describe("OAI-PMH errors", () => {
  it.each([
    ["", "badVerb"],
    ["verb=Frobnicate", "badVerb"],
    ["verb=Identify&verb=Identify", "badVerb"],
    ["verb=Identify&extra=1", "badArgument"],
    ["verb=ListRecords", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-13-01", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-30", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T00:00:00", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01T00:00:00.5Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-02T00:00:00Z", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2026-02-01&until=2026-01-01", "badArgument"],
    ["verb=ListRecords&metadataPrefix=oai_dc&resumptionToken=x", "badArgument"],
    ["verb=GetRecord&identifier=oai:heritage.example.rw:x", "badArgument"],
    ["verb=ListRecords&metadataPrefix=marc21", "cannotDisseminateFormat"],
    ["verb=GetRecord&metadataPrefix=mods&identifier=oai:heritage.example.rw:x", "cannotDisseminateFormat"],
    ["verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:nope", "idDoesNotExist"],
    [`verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:elsewhere.org:${items[0]!.id}`, "idDoesNotExist"],
    ["verb=ListMetadataFormats&identifier=oai:heritage.example.rw:nope", "idDoesNotExist"],
    ["verb=ListRecords&metadataPrefix=oai_dc&from=2030-01-01", "noRecordsMatch"],
    ["verb=ListIdentifiers&metadataPrefix=oai_dc&set=no-such-set", "noRecordsMatch"],
    ["verb=ListRecords&resumptionToken=garbage", "badResumptionToken"],
    ["verb=ListSets&resumptionToken=anything", "badResumptionToken"],
  ])("%s → %s", async (query, code) => {
    const xml = await ask(query);
    expect(errorCode(xml)).toBe(code);
    const request = /<request[^>]*>/.exec(xml)?.[0];
    // §3.2: no attributes on <request> after badVerb or badArgument; the arguments otherwise.
    if (code === "badVerb" || code === "badArgument") expect(request).toBe("<request>");
    else expect(request).toContain('verb="');
  });

  it("refuses a token that was altered, or that belongs to the other list verb", async () => {
    const token = tokenOf(await ask("verb=ListIdentifiers&metadataPrefix=oai_dc"))!;
    const [payload, signature] = token.split(".") as [string, string];
    const state = JSON.parse(Buffer.from(payload, "base64url").toString());
    const widened = Buffer.from(JSON.stringify({ ...state, set: undefined, cursor: 0 })).toString(
      "base64url",
    );
    expect(errorCode(await ask(`verb=ListIdentifiers&resumptionToken=${widened}.${signature}`))).toBe(
      "badResumptionToken",
    );
    expect(errorCode(await ask(`verb=ListRecords&resumptionToken=${token}`))).toBe("badResumptionToken");
    const otherServer = { ...context, secret: new Uint8Array(32).fill(9) };
    expect(
      errorCode(await ask(`verb=ListIdentifiers&resumptionToken=${token}`, repository, otherServer)),
    ).toBe("badResumptionToken");
  });

  it("says noSetHierarchy when the repository has no sets", async () => {
    expect(errorCode(await ask("verb=ListSets", memoryRepository(items, [])))).toBe("noSetHierarchy");
  });
});

describe("OAI-PMH verbs", () => {
  it("ListMetadataFormats names oai_dc, for the repository and for one item", async () => {
    for (const query of [
      "verb=ListMetadataFormats",
      `verb=ListMetadataFormats&identifier=oai:heritage.example.rw:${items[0]!.id}`,
    ]) {
      const xml = await ask(query);
      expect(xml).toContain(
        "<metadataFormat><metadataPrefix>oai_dc</metadataPrefix><schema>http://www.openarchives.org/OAI/2.0/oai_dc.xsd</schema><metadataNamespace>http://www.openarchives.org/OAI/2.0/oai_dc/</metadataNamespace></metadataFormat>",
      );
    }
  });

  it("ListSets lists every set with an escaped name and an oai_dc description", async () => {
    const xml = await ask("verb=ListSets");
    expect(xml).toContain("<set><setSpec>odd</setSpec><setName>Odd &amp; others</setName></set>");
    expect(xml).toContain('<dc:description xml:lang="en">Every &lt;second&gt; item</dc:description>');
  });

  it("GetRecord returns the header and oai_dc metadata, escaped, with xml:lang where the text has a language", async () => {
    const xml = await ask(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${items[0]!.id}`,
    );
    expect(xml).toContain(
      `<header><identifier>oai:heritage.example.rw:${items[0]!.id}</identifier><datestamp>2026-01-01T00:00:00Z</datestamp><setSpec>even</setSpec></header>`,
    );
    expect(xml).toContain(
      '<dc:title xml:lang="en">Item 0</dc:title><dc:title xml:lang="rw">Ikintu 0</dc:title>',
    );
    expect(xml).toContain("<dc:creator>Mukamana &amp; Sons &lt;workshop&gt;</dc:creator>");
    expect(xml).toContain(
      '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    );
  });

  it("GetRecord of a deleted item: status=deleted in the header and no metadata", async () => {
    const xml = await ask(
      `verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${items[2]!.id}`,
    );
    expect(xml).toContain('<header status="deleted">');
    expect(xml).not.toContain("<metadata>");
  });

  it("harvests every record in pages with resumption tokens: cursor, completeListSize, empty last token", async () => {
    let xml = await ask("verb=ListRecords&metadataPrefix=oai_dc");
    const seen: string[] = [];
    const tokens: string[] = [];
    for (let page = 0; page < 10; page++) {
      seen.push(...[...xml.matchAll(/<identifier>([^<]+)<\/identifier>/g)].map((m) => m[1]!));
      const token = /<resumptionToken[^>]*?(\/>|>[^<]*<\/resumptionToken>)/.exec(xml)?.[0];
      tokens.push(token ?? "");
      const next = tokenOf(xml);
      if (!next) break;
      xml = await ask(`verb=ListRecords&resumptionToken=${encodeURIComponent(next)}`);
    }
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(tokens[0]).toMatch(/^<resumptionToken completeListSize="25" cursor="0">/);
    expect(tokens[1]).toMatch(/^<resumptionToken completeListSize="25" cursor="10">/);
    expect(tokens[2]).toBe('<resumptionToken completeListSize="25" cursor="20"/>');
    expect(count(xml, "record")).toBe(5);
  });

  it("ListIdentifiers filters by set and by from/until, inclusive at the second and the day", async () => {
    const odd = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc&set=odd");
    expect(count(odd, "header")).toBe(10);
    expect(odd).not.toContain("<metadata>");
    // Items are one a minute from midnight: 00:02:00 to 00:04:00 holds items 2, 3 and 4.
    const window = await ask(
      "verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01T00:02:00Z&until=2026-01-01T00:04:00Z",
    );
    expect([...window.matchAll(/<datestamp>([^<]+)</g)].map((m) => m[1])).toEqual([
      "2026-01-01T00:02:00Z",
      "2026-01-01T00:03:00Z",
      "2026-01-01T00:04:00Z",
    ]);
    expect(window).toContain('<header status="deleted">');
    const day = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01&until=2026-01-01");
    expect(count(day, "header")).toBe(10);
    expect(tokenOf(day)).toBeTruthy();
  });

  it("a list that fits one response carries no resumption token", async () => {
    const xml = await ask("verb=ListIdentifiers&metadataPrefix=oai_dc&from=2026-01-01T00:20:00Z");
    expect(count(xml, "header")).toBe(5);
    expect(xml).not.toContain("resumptionToken");
  });

  it("answers POST-style arguments the same way (the same raw argument map)", async () => {
    const raw = new Map([
      ["verb", ["GetRecord"]],
      ["metadataPrefix", ["oai_dc"]],
      ["identifier", [`oai:heritage.example.rw:${items[1]!.id}`]],
    ]);
    expect(await answerOai(raw, repository, context)).toContain('<dc:title xml:lang="en">Item 1</dc:title>');
  });
});
