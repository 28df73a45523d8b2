import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  type Case,
  isCreator,
  LEVELS,
  type Level,
  PERSONAS,
  type Persona,
  setUpWorld,
  type World,
} from "../../../test/fixtures/visibility-matrix-world.ts";

/**
 * The cultural-protocol rule on every path out (decision 162), as one table: for each
 * access level, each person and each path, whether the item shows — and that no count, facet or
 * related list gives a hidden one away. Runs on the run's engine: PGlite locally, PostgreSQL in CI.
 * It reads only (no race, lock, constraint code or plan), so CI does not run its 638 checks on
 * PGlite a second time (decision 209: that pass cost 262 s beside the journeys, the most of any file).
 */

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: "https://heritage.example.rw" });
  w = await setUpWorld(t.app);
}, 300_000);
afterAll(async () => t?.close());

/** Who may read an item at each level through the reader's own paths (pages, lists, search...). */
const READERS: Record<Level, readonly Persona[]> = {
  public: PERSONAS,
  community: ["member", "creator", "admin"],
  restricted: ["named", "creator", "admin"],
  sacred: ["member", "creator", "admin"],
  withdrawn: ["named", "creator", "admin"],
};
const reads = (level: Level, persona: Persona) => READERS[level].includes(persona);

type ReaderPath = (w: World, c: Case, persona: Persona) => Promise<boolean>;

/** Each path answers: did `persona` see the item of case `c`? Counts are checked inside. */
const READER_PATHS: Record<string, ReaderPath> = {
  async page(w, c, p) {
    const res = await w.get(`/api/repository/items/${c.slug}`, p);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  },
  async list(w, c, p) {
    const res = await w.get(`/api/repository/items?collection=${w.collectionSlug}&page_size=100`, p);
    const body = res.json();
    const slugs = body.results.map((r: { slug: string }) => r.slug);
    // The total counts only what the reader sees: it equals the visible rows, and so do the
    // collection's and its institution's counts (the institution holds this one collection; an
    // admin's collection count takes in the drafts too).
    expect(body.count).toBe(slugs.length);
    const collection = (await w.get(`/api/repository/collections/${w.collectionSlug}`, p)).json();
    if (p === "admin") expect(collection.item_count).toBeGreaterThanOrEqual(body.count);
    else expect(collection.item_count).toBe(body.count);
    const institution = (await w.get(`/api/repository/institutions/${w.institutionSlug}`, p)).json();
    expect(institution.item_count).toBe(body.count);
    return slugs.includes(c.slug);
  },
  async search(w, c, p) {
    const body = (await w.get(`/api/repository/items?search=${c.word}`, p)).json();
    expect(body.count).toBe(body.results.length);
    return body.results.some((r: { slug: string }) => r.slug === c.slug);
  },
  async facets(w, c, p) {
    const body = (await w.get(`/api/repository/items?search=${c.word}`, p)).json();
    const total = (facet: { count: number }[]) => facet.reduce((sum, v) => sum + v.count, 0);
    const counts = [total(body.facets.type), total(body.facets.community), total(body.facets.has_media)];
    expect(new Set(counts).size).toBe(1);
    return counts[0]! > 0;
  },
  async related(w, c, p) {
    const body = (await w.get(`/api/repository/items/${w.anchorSlug}`, p)).json();
    return body.related.some((r: { slug: string }) => r.slug === c.slug);
  },
  async "institution page"(w, c, p) {
    // An institution's page relates notes on people (the cases are documents).
    const body = (await w.get(`/api/repository/institutions/${w.institutionSlug}`, p)).json();
    return body.related.some((r: { slug: string }) => r.slug === c.slug);
  },
  async "own draft"(w, c, p) {
    // What a creator's own draft page relates (the same answer as its create, update and submit);
    // an admin reads that draft on the admins' page; a visitor has no draft.
    if (p === "visitor") {
      expect((await w.get(`/api/creator/items/${w.drafts.creator}`, p)).statusCode).toBe(401);
      return false;
    }
    const url = isCreator(p)
      ? `/api/creator/items/${w.drafts[p]}`
      : `/api/admin/repository/items/${w.drafts.creator}`;
    const res = await w.get(url, p);
    expect(res.statusCode).toBe(200);
    const related = res.json().related.filter((r: { slug: string }) => r.slug === c.slug);
    // A related item's picture is one the reader may fetch.
    for (const r of related as { thumbnail_url: string | null }[]) {
      if (r.thumbnail_url) expect((await w.get(r.thumbnail_url, "visitor")).statusCode).toBe(200);
    }
    if (isCreator(p)) {
      // "My Content" lists one's own items only: every case is the creator persona's.
      const mine = (await w.get("/api/creator/items", p)).json();
      expect(mine.results.some((r: { id: string }) => r.id === c.id)).toBe(p === "creator");
    }
    return related.length > 0;
  },
  async maker(w, c, p) {
    const body = (await w.get(`/api/makers/${w.makerSlug}`, p)).json();
    return body.items.some((r: { slug: string }) => r.slug === c.slug);
  },
  async "linked products"(w, c, p) {
    // The product's story lists the item only for who may see it; the item's page lists the product.
    const story = (await w.get(`/api/products/${w.productId}/story`, p)).json();
    return story.items.some((r: { slug: string }) => r.slug === c.slug);
  },
  async "made today"(w, c, p) {
    // "Made today in this tradition": the products linked to the item, on the item's page.
    const page = await w.get(`/api/repository/items/${c.slug}`, p);
    if (page.statusCode !== 200) return false;
    return page.json().made_today.some((r: { id: number }) => r.id === w.productId);
  },
  async "media url"(w, c, p) {
    // The file URL the reader is given, fetched without any token (as an <img> does).
    const res = await w.get(`/api/repository/items/${c.slug}`, p);
    if (res.statusCode !== 200) return false;
    const url: string = res.json().media[0].url;
    const file = await w.get(url, "visitor");
    expect(file.statusCode).toBe(200);
    return true;
  },
};

/** Paths that serve everyone alike (IIIF viewers and harvesters send no token): public items only. */
const OPEN_PATHS: Record<string, ReaderPath> = {
  async "iiif manifest"(w, c, p) {
    const res = await w.get(`/iiif/items/${c.id}/manifest.json`, p);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  },
  async "iiif collection"(w, c, p) {
    const res = await w.get(`/iiif/collections/${w.collectionId}/collection.json`, p);
    return res.json().items.some((m: { id: string }) => m.id.includes(c.id));
  },
  async "iiif tiles"(w, c, p) {
    const res = await w.get(`/iiif/3/${c.mediaId}/info.json`, p);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  },
  async "plain media url"(w, c, p) {
    const res = await w.get(`/media/${c.mediaKey}`, p);
    expect([200, 404]).toContain(res.statusCode);
    return res.statusCode === 200;
  },
  async "oai GetRecord"(w, c, p) {
    const xml = (
      await w.get(`/oai?verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:heritage.example.rw:${c.id}`, p)
    ).body;
    if (c.level === "withdrawn") expect(xml).toContain('status="deleted"');
    else if (c.level !== "public") expect(xml).toContain('code="idDoesNotExist"');
    return xml.includes("<metadata>");
  },
  async "oai ListRecords"(w, c, p) {
    const xml = (await w.get("/oai?verb=ListRecords&metadataPrefix=oai_dc", p)).body;
    // A withdrawn item that was public is a deleted record; a never-public one is absent.
    const mentioned = xml.includes(c.id);
    if (c.level === "public" || c.level === "withdrawn") expect(mentioned).toBe(true);
    else expect(mentioned).toBe(false);
    return xml.includes(c.word);
  },
  async "oai ListIdentifiers"(w, c, p) {
    const xml = (await w.get("/oai?verb=ListIdentifiers&metadataPrefix=oai_dc", p)).body;
    const header = new RegExp(`<header( status="deleted")?>\\s*<identifier>[^<]*${c.id}`).exec(xml);
    return header !== null && header[1] === undefined;
  },
};

/**
 * Sacred knowledge is never linked to a product (the link was refused), so no one sees it there;
 * the public item is no note on people, which an institution's page relates; a visitor has no
 * draft of their own.
 */
function expected(path: string, level: Level, persona: Persona) {
  if ((path === "linked products" || path === "made today") && level === "sacred") return false;
  if (path === "institution page" && level === "public") return false;
  if (path === "own draft" && persona === "visitor") return false;
  return reads(level, persona);
}

describe.each(LEVELS)("an item at level %s", (level) => {
  const c = () => w.cases[level];

  describe.each(Object.keys(READER_PATHS))("through %s", (path) => {
    it.each(PERSONAS)("as %s: shown only to those the protocol allows", async (persona) => {
      expect(await READER_PATHS[path]!(w, c(), persona)).toBe(expected(path, level, persona));
    });
  });

  describe.each(Object.keys(OPEN_PATHS))("through %s", (path) => {
    it.each(PERSONAS)("as %s: only a public item is shared", async (persona) => {
      expect(await OPEN_PATHS[path]!(w, c(), persona)).toBe(level === "public");
    });
  });

  it.each(PERSONAS)("CSV export as %s: admins export every item, nobody else exports", async (persona) => {
    const res = await w.get("/api/admin/repository/items.csv", persona);
    if (persona === "admin") expect(res.body).toContain(c().id);
    else expect([401, 403]).toContain(res.statusCode);
  });

  it.each(PERSONAS)(
    "stewards' screens as %s: admins only here (no one is a steward), hidden items answered as unknown ones",
    async (persona) => {
      const panel = await w.get(`/api/protocols/items/${c().id}`, persona);
      const unknown = await w.get(`/api/protocols/items/${randomUUID()}`, persona);
      if (persona === "admin") expect(panel.statusCode).toBe(200);
      else if (reads(level, persona)) expect([401, 403]).toContain(panel.statusCode);
      else expect([panel.statusCode, panel.json()]).toEqual([unknown.statusCode, unknown.json()]);
      const held = await w.get("/api/communities/nyakarambi/items", persona);
      if (persona === "admin") {
        const listed = held.json().some((r: { id: string }) => r.id === c().id);
        expect(listed).toBe(level === "community" || level === "sacred");
      } else expect([401, 403]).toContain(held.statusCode);
    },
  );

  it.each(PERSONAS)("slug check as %s: a slug an item holds tells only who may see it", async (persona) => {
    // What a person is answered when the slug they ask for, or their title's, is this item's,
    // against the same request for a slug nobody holds. Those the protocol hides the item from
    // must get the same kind of answer; those who may see it may be told it is taken.
    const fresh = `${c().word}-${randomUUID().slice(0, 8)}`;
    const pairs = await slugAnswers(w, persona, c(), fresh);
    for (const [held, free] of pairs) {
      if (!reads(level, persona)) expect(held).toEqual(free);
    }
  });
});

/** The form of an answer about a slug: its status, and the slug given back past the one asked for. */
function answerForm(res: { statusCode: number; body: string }, asked: string) {
  if (res.statusCode >= 300) return `${res.statusCode} ${res.body}`;
  const slug: string = JSON.parse(res.body).slug;
  return slug.startsWith(asked)
    ? `${res.statusCode} ${slug.slice(asked.length).replace(/[a-z0-9]/g, "x")}`
    : slug;
}

/**
 * Pairs of answers (asking for the case's slug or title, asking for a free one): a creator's create
 * by title and by slug and update by slug, an admin's create by slug, a visitor's create.
 */
async function slugAnswers(w: World, persona: Persona, c: Case, fresh: string) {
  const title = (word: string) => `Imigongo ${word}`;
  if (persona === "admin") {
    const create = (slug: string) =>
      w.post("/api/admin/repository/items", "admin", {
        ...w.draftInput(title(c.word)),
        slug,
        published: false,
      });
    return [[answerForm(await create(c.slug), c.slug), answerForm(await create(fresh), fresh)]];
  }
  const create = (payload: object) => w.post("/api/creator/items", persona, payload);
  if (!isCreator(persona)) {
    return [
      [
        answerForm(await create(w.draftInput(title(c.word))), c.slug),
        answerForm(await create(w.draftInput(title(fresh))), fresh),
      ],
    ];
  }
  const byTitle = [
    answerForm(await create(w.draftInput(title(c.word))), c.slug),
    answerForm(await create(w.draftInput(title(fresh))), `imigongo-${fresh}`),
  ];
  const bySlug = [
    answerForm(await create(w.draftInput("Another panel", { slug: c.slug })), c.slug),
    answerForm(await create(w.draftInput("Another panel", { slug: fresh })), fresh),
  ];
  const update = async (slug: string) => {
    const draft = (await w.get(`/api/creator/items/${w.drafts[persona]}`, persona)).json();
    const input = w.draftInput(draft.dc.title[0], { slug, version: draft.version });
    return answerForm(await w.put(`/api/creator/items/${w.drafts[persona]}`, persona, input), slug);
  };
  const byUpdate = [await update(c.slug), await update(fresh)];
  return [byTitle, bySlug, byUpdate];
}

describe("a public item with one restricted file", () => {
  it.each(PERSONAS)(
    "as %s: the hidden file is neither listed, counted, tiled nor served",
    async (persona) => {
      const mixed = w.mixed;
      const sees = reads("restricted", persona);
      const page = (await w.get(`/api/repository/items/${mixed.slug}`, persona)).json();
      expect(page.media.map((m: { id: string }) => m.id).includes(mixed.hiddenMediaId)).toBe(sees);
      expect(page.media_count).toBe(sees ? 2 : 1);
      const manifest = (await w.get(`/iiif/items/${mixed.id}/manifest.json`, persona)).json();
      expect(manifest.items).toHaveLength(1);
      expect((await w.get(`/iiif/3/${mixed.hiddenMediaId}/info.json`, persona)).statusCode).toBe(404);
      expect((await w.get(`/media/${mixed.hiddenKey}`, persona)).statusCode).toBe(404);
    },
  );
});

describe("signed file URLs", () => {
  it("stop working for a member who leaves, and cannot be moved to another file", async () => {
    const page = (await w.get(`/api/repository/items/${w.cases.community.slug}`, "member")).json();
    const url: string = page.media[0].url;
    expect(url.startsWith("/api/repository/files/")).toBe(true);
    expect((await w.get(url, "visitor")).statusCode).toBe(200);
    const forged = url.replace(w.cases.community.mediaKey, w.cases.restricted.mediaKey);
    expect((await w.get(forged, "visitor")).statusCode).toBe(404);
    await w.setMembership("decline");
    try {
      expect((await w.get(url, "visitor")).statusCode).toBe(404);
      expect((await w.get(`/api/repository/items/${w.cases.community.slug}`, "member")).statusCode).toBe(404);
    } finally {
      await w.setMembership("approve");
    }
  });

  it("refuses making sacred knowledge public, with a field message", async () => {
    const res = await w.put(`/api/protocols/items/${w.cases.sacred.id}`, "admin", {
      access: "public",
      sacred: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().access).toEqual([
      "Sacred or secret knowledge is never public: choose community or restricted",
    ]);
    expect((await w.get(`/api/repository/items/${w.cases.sacred.slug}`, "visitor")).statusCode).toBe(404);
  });
});
