import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../db/schema/collections.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  emptyDc,
  insertInstitutionAndCollection,
  insertTestItem,
} from "../../../test/fixtures/collections-test-data.ts";
import { dcLanguageMaps, itemTextsIn } from "./item-values.ts";
import { listHarvestItems } from "./publication-reads.ts";

// one engine: the items model through its routes, one request at a time; nothing engine-specific

let t: TestApp;
let place: Awaited<ReturnType<typeof insertInstitutionAndCollection>>;
beforeAll(async () => {
  t = await buildTestApp();
  place = await insertInstitutionAndCollection(t.app.db);
});
afterAll(async () => t.close());

describe("items (migration 0017)", () => {
  it("gives every item a persistent public id, and each update a new version and updated_at", async () => {
    const item = await insertTestItem(t.app.db, place, { title: "Inanga zither" });
    expect(item.public_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item.version).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [updated] = await t.app.db
      .update(items)
      .set({ slug: "inanga-zither-renamed", dc_title: ["Inanga (zither)"] })
      .where(eq(items.id, item.id))
      .returning();
    expect(updated!.public_id).toBe(item.public_id);
    expect(updated!.version).toBe(2);
    expect(updated!.updated_at.getTime()).toBeGreaterThan(item.updated_at.getTime());
  });

  it("refuses an item without a title, half coordinates, a bad slug or an unknown type", async () => {
    const db = t.app.db;
    await expect(insertTestItem(db, place, { title: "No title", dc: emptyDc() })).rejects.toThrow();
    await expect(
      insertTestItem(db, place, { title: "Half place", latitude: -1.9, longitude: null }),
    ).rejects.toThrow();
    await expect(insertTestItem(db, place, { title: "Bad slug", slug: "Bad Slug" })).rejects.toThrow();
    await expect(
      insertTestItem(db, place, { title: "Odd type", type: "spaceship" as "object" }),
    ).rejects.toThrow();
    const ok = await insertTestItem(db, place, { title: "Nyanza palace", latitude: -2.35, longitude: 29.74 });
    expect(ok.latitude).toBe(-2.35);
  });

  it("fills the search columns with every language's texts, found by the trigram operators", async () => {
    const item = await insertTestItem(t.app.db, place, {
      title: "Imigongo panel",
      community: "Nyakarambi",
      translations: { fr: { title: ["Panneau imigongo"], description: ["Motifs en bouse de vache"] } },
    });
    expect(item.title_text).toContain("panneau imigongo");
    expect(item.search_text).toContain("nyakarambi");
    const found = (await t.app.db.execute(
      sql`select slug from items where search_text ilike ${"%bouse%"} and ${"panneu"} <% title_text`,
    )) as unknown as { rows: unknown[] };
    expect(found.rows).toEqual([{ slug: item.slug }]);
  });

  it("serves texts per language with the original as fallback, and language maps for IIIF/OAI", async () => {
    const item = await insertTestItem(t.app.db, place, {
      title: "Umuduri bow",
      dc: {
        ...emptyDc(),
        title: ["Umuduri bow"],
        creator: ["Unknown maker"],
        description: ["A musical bow"],
      },
      period: "20th century",
      translations: { fr: { title: ["Arc musical umuduri"], period: ["XXe siècle"] } },
    });
    const fr = itemTextsIn(item, "fr");
    expect(fr).toMatchObject({ language: "fr", translated: true, period: "XXe siècle" });
    expect(fr.dc.title).toEqual(["Arc musical umuduri"]);
    expect(fr.dc.description).toEqual(["A musical bow"]);
    expect(itemTextsIn(item, "rw")).toMatchObject({
      language: "en",
      translated: false,
      period: "20th century",
    });
    expect(dcLanguageMaps(item)).toEqual({
      title: { en: ["Umuduri bow"], fr: ["Arc musical umuduri"] },
      creator: { none: ["Unknown maker"] },
      description: { en: ["A musical bow"] },
    });
  });

  it("lists ever-published items for harvest in datestamp order, deletions as tombstones", async () => {
    const gone = await insertTestItem(t.app.db, place, { title: "Withdrawn drum" });
    await insertTestItem(t.app.db, place, { title: "Never published", published: false });
    await t.app.db
      .update(items)
      .set({ deleted_at: new Date(), published: false })
      .where(eq(items.id, gone.id));
    const rows = await listHarvestItems(t.app.db, { limit: 100 });
    const slugs = rows.map((row) => row.item.slug);
    expect(slugs).not.toContain("never-published");
    expect(rows.at(-1)).toMatchObject({ deleted: true, item: { slug: "withdrawn-drum" } });
    const page = await listHarvestItems(t.app.db, { limit: 2 });
    const next = await listHarvestItems(t.app.db, { limit: 100, after: page.at(-1)!.item });
    expect([...page, ...next].map((row) => row.item.slug)).toEqual(slugs);
  });
});
