import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { sitemapSchemaErrors } from "../../../test/standards.ts";

/**
 * The paths out that decision 168 checked against the cultural protocols (decision 162): the sitemap,
 * link previews in an item page's HTML, and the item counts of the collections. A community, a
 * restricted, a sacred, an unpublished and a withdrawn item never show to a visitor; a public one does.
 */

let t: TestApp;
let admin: Record<string, string>;
let member: Awaited<ReturnType<typeof signUpShopper>>;
const slugs = {
  open: "inkoko-y-imigongo",
  community: "imigongo-y-abasangwa",
  restricted: "ibanga-ry-umwami",
  sacred: "umuganura-wera",
  draft: "igishushanyo-kitararangira",
  withdrawn: "agaseke-kakuweho",
};
const hidden = ["community", "restricted", "sacred", "draft", "withdrawn"] as const;

const protocol = (id: string, payload: object) =>
  t.app.inject({ method: "PUT", url: `/api/protocols/items/${id}`, headers: admin, payload });

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-web-"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    "<!doctype html><head><title>Heritage</title></head><body>",
  );
  t = await buildTestApp({ webDist: dist, publicUrl: "https://heritage.example.rw" });
  admin = (await signInAdmin(t.app)).headers;
  member = await signUpShopper(t.app);
  await t.app.inject({
    method: "POST",
    url: "/api/admin/communities",
    headers: admin,
    payload: { slug: "abasangwa", name: "Abasangwa" },
  });
  await t.app.inject({
    method: "POST",
    url: "/api/communities/abasangwa/membership",
    headers: member.headers,
  });
  await t.app.inject({
    method: "POST",
    url: `/api/communities/abasangwa/members/${member.user.id}`,
    headers: admin,
    payload: { decision: "approve" },
  });
  const place = await insertInstitutionAndCollection(t.app.db, "paths-out");
  const item = async (key: keyof typeof slugs, published = true) =>
    (await insertTestItem(t.app.db, place, {
      slug: slugs[key],
      published,
      dc: { ...emptyDc(), title: [`Title of ${key}`], description: [`The story of "${key}" <told> here`] },
    }))!;
  await item("open");
  const community = await item("community");
  const restricted = await item("restricted");
  const sacred = await item("sacred");
  await item("draft", false);
  const withdrawn = await item("withdrawn");
  for (const [row, payload] of [
    [community, { access: "community", community: "abasangwa" }],
    [restricted, { access: "restricted", viewers: [member.user.username] }],
    [sacred, { access: "community", community: "abasangwa", sacred: true }],
    // Public first (harvested, shared), then withdrawn to the community's members.
    [withdrawn, { access: "public" }],
    [withdrawn, { access: "community", community: "abasangwa" }],
  ] as const)
    expect((await protocol(row.public_id, payload)).statusCode).toBe(200);
}, 300_000);
afterAll(async () => t?.close());

describe("sitemap.xml", () => {
  it("lists the sections and the public item, never a hidden one, whoever asks", async () => {
    for (const headers of [{}, admin, member.headers]) {
      const answer = await t.app.inject({ url: "/sitemap.xml", headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^application\/xml/);
      const xml = answer.body;
      expect(xml).toContain("<loc>https://heritage.example.rw/?lang=rw</loc>");
      expect(xml).toContain(`<loc>https://heritage.example.rw/resources/items/${slugs.open}?lang=fr</loc>`);
      for (const key of hidden) expect(xml).not.toContain(slugs[key]);
      // Every page in each language, each naming all its languages and the negotiated address.
      const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1] ?? "");
      expect(urls.length % 3).toBe(0);
      const market = urls.filter((url) => url.includes("<loc>https://heritage.example.rw/market?lang="));
      expect(market.map((url) => /<loc>([^<]*)<\/loc>/.exec(url)?.[1])).toEqual(
        ["rw", "en", "fr"].map((language) => `https://heritage.example.rw/market?lang=${language}`),
      );
      for (const url of market) {
        expect([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`)).toEqual(
          [
            "rw https://heritage.example.rw/market?lang=rw",
            "en https://heritage.example.rw/market?lang=en",
            "fr https://heritage.example.rw/market?lang=fr",
            "x-default https://heritage.example.rw/market",
          ],
        );
      }
      expect(await sitemapSchemaErrors(xml)).toEqual([]);
    }
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the API and the admin portal and names the sitemap by its absolute URL", async () => {
    const answer = await t.app.inject({ url: "/robots.txt" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = answer.body.trim().split("\n");
    expect(lines).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /api/", "Disallow: /dhp/admin/"]),
    );
    expect(lines.at(-1)).toBe("Sitemap: https://heritage.example.rw/sitemap.xml");
  });
});

describe("link previews in an item page's HTML", () => {
  const page = (slug: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/resources/items/${slug}`, headers });

  it("a public item's page carries its title and description, escaped", async () => {
    const answer = await page(slugs.open);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta property="og:title" content="Title of open">');
    expect(answer.body).toContain(
      '<meta property="og:description" content="The story of &quot;open&quot; &lt;told&gt; here">',
    );
    expect(answer.body).toContain(
      `<meta property="og:url" content="https://heritage.example.rw/resources/items/${slugs.open}">`,
    );
  });

  it("a hidden item's page is the page of an address that names nothing, even with a member's token", async () => {
    const nothing = (await page("no-such-item")).body;
    expect(nothing).not.toContain("og:");
    for (const key of hidden) {
      for (const headers of [{}, member.headers]) {
        const answer = await page(slugs[key], headers);
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe(nothing);
        expect(answer.body).not.toContain(`Title of ${key}`);
      }
    }
  });
});

describe("collections' item counts", () => {
  const count = async (headers: Record<string, string>) => {
    const list = (await t.app.inject({ url: "/api/repository/collections", headers })).json() as {
      slug: string;
      item_count: number;
    }[];
    const one = (
      await t.app.inject({ url: "/api/repository/collections/paths-out-objects", headers })
    ).json();
    const listed = list.find((row) => row.slug === "paths-out-objects")?.item_count;
    expect(one.item_count).toBe(listed);
    return listed;
  };

  it("count only what the reader may see: a visitor the public item, a member the community's too", async () => {
    expect(await count({})).toBe(1);
    // Community, restricted (named), sacred (community) and withdrawn (community): not the draft.
    expect(await count(member.headers)).toBe(5);
    const adminList = (
      await t.app.inject({ url: "/api/admin/repository/collections", headers: admin })
    ).json();
    expect(adminList.find((row: { slug: string }) => row.slug === "paths-out-objects").item_count).toBe(6);
  });
});
