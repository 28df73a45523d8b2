import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, institutions, items } from "../../../db/schema/collections.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  caller,
  csvOf,
  exportCsv,
  type Headers,
  importCsv,
  makePlace,
  postCsv,
} from "../../../test/fixtures/csv-test-helpers.ts";
import { writeBatch } from "./csv-import-job.ts";
import { planImport } from "./csv-plan.ts";
import { readCsv } from "./csv-read.ts";

let t: TestApp;
let admin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
});
afterAll(async () => t.close());

/** Every item with its collection's and institution's slugs instead of internal ids. */
async function itemsAsStored(app: TestApp["app"]) {
  const rows = await app.db
    .select({ item: items, collection: collections.slug, institution: institutions.slug })
    .from(items)
    .innerJoin(collections, eq(collections.id, items.collection_id))
    .innerJoin(institutions, eq(institutions.id, items.institution_id))
    .orderBy(asc(items.public_id));
  return rows.map(({ item, collection, institution }) => {
    const { id, collection_id, institution_id, version, created_at, updated_at, published_at, ...rest } =
      item;
    return { ...rest, collection, institution, ever_published: published_at !== null };
  });
}

async function fillRepository(app: TestApp) {
  const call = caller(app, admin);
  const { collection, institution } = await makePlace(app, admin);
  const other = await makePlace(app, admin, "Pottery");
  await call("POST", "/api/admin/repository/items/", {
    type: "object",
    collection: collection.id,
    institution: other.institution.id,
    dc: {
      title: ["Agaseke basket", "Peace basket"],
      creator: ["Unknown weaver"],
      subject: ["Basketry", "Pipes | and \\ backslashes"],
      description: ['Woven of sisal, "tight" enough to hold water,\nwith a pointed lid.'],
      date: ["1950"],
      identifier: ["EM-1234"],
      language: ["rw"],
      rights: ["http://rightsstatements.org/vocab/InC/1.0/"],
    },
    community: "Weavers of Gitarama",
    place_name: "Huye",
    latitude: -2.596,
    longitude: 29.7394,
    period: "20th century",
    featured: true,
    published: true,
    original_language: "rw",
    translations: {
      en: { title: ["Agaseke basket (en)"], period: ["Twentieth century"] },
      fr: { title: ["Panier agaseke"], description: ["Tissé de sisal."], place_name: ["Butare"] },
    },
  });
  await call("POST", "/api/admin/repository/items/", {
    type: "book",
    collection: collection.id,
    dc: { title: ["Ibitekerezo"], creator: ["Kagame, Alexis"] },
  });
  await call("POST", "/api/admin/repository/items/", {
    type: "photograph",
    collection: other.collection.id,
    dc: { title: ["Clay pot, Nyanza"] },
    published: true,
  });
  return { collection, institution, other };
}

describe("repository CSV round trip (decision 113)", () => {
  it("exports one column per DC element and the other fields, repeatable values joined by |", async () => {
    await fillRepository(t);
    const csv = await exportCsv(t, admin);
    expect(csv.startsWith("\ufeffidentifier,slug,type,collection,institution,dc_title,dc_creator")).toBe(
      true,
    );
    const header = csv.slice(1, csv.indexOf("\n")).split(",");
    expect(header).toContain("dc_rights");
    expect(header).toContain("latitude");
    expect(header).toContain("dc_title@fr");
    expect(csv).toContain("Agaseke basket|Peace basket");
    expect(csv).toContain("Basketry|Pipes \\| and \\\\ backslashes");
    expect(csv).toContain('"Woven of sisal, ""tight"" enough to hold water,\nwith a pointed lid."');
    expect(csv).toContain(",-2.596,29.7394,");
    const books = await exportCsv(t, admin, "?type=book");
    expect(books.trim().split("\n")).toHaveLength(2);
    expect(books).toContain("Ibitekerezo");
    const pottery = await exportCsv(t, admin, "?collection=pottery");
    expect(pottery).toContain("Clay pot, Nyanza");
    expect(pottery).not.toContain("Ibitekerezo");
  });

  it("imports its own export as unchanged: every row, version and timestamp as it was", async () => {
    const before = await t.app.db.select().from(items).orderBy(asc(items.id));
    const csv = await exportCsv(t, admin);
    const dry = await postCsv(t, admin, csv, "?dry_run=1");
    expect(dry.statusCode).toBe(200);
    expect(dry.json().summary).toEqual({ rows: 3, create: 0, update: 0, unchanged: 3, errors: 0 });
    const job = await importCsv(t, admin, csv);
    expect(job).toMatchObject({ status: "done", total: 0, done: 0 });
    expect(await t.app.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
  });

  it("updates what a row changes and creates what is new, then imports the same file again as unchanged", async () => {
    const csv = await exportCsv(t, admin);
    const header = csv.slice(1, csv.indexOf("\n")).split(",");
    const drumRow = header.map(
      (column) =>
        ({
          slug: "new-drum",
          type: "object",
          collection: "basketry",
          dc_title: "Ingoma drum",
          original_language: "rw",
          published: "yes",
        })[column] ?? "",
    );
    const changed = csv.replace("Ibitekerezo", "Ibitekerezo by'abakurambere").concat(csvOf([drumRow]));
    const dry = (await postCsv(t, admin, changed, "?dry_run=1")).json();
    expect(dry.summary).toEqual({ rows: 4, create: 1, update: 1, unchanged: 2, errors: 0 });
    expect(dry.rows.find((r: { action: string }) => r.action === "create")).toMatchObject({
      row: 5,
      slug: "new-drum",
      errors: [],
    });
    expect(await t.app.db.$count(items)).toBe(3);
    const job = await importCsv(t, admin, changed);
    expect(job).toMatchObject({ status: "done", total: 2, done: 2, detail: null });
    expect(job.summary).toMatchObject({ create: 1, update: 1, unchanged: 2 });
    const [drum] = await t.app.db.select().from(items).where(eq(items.slug, "new-drum"));
    expect(drum).toMatchObject({ type: "object", dc_title: ["Ingoma drum"], published: true });
    expect(drum!.published_at).not.toBeNull();
    const again = (await postCsv(t, admin, changed, "?dry_run=1")).json();
    expect(again.summary).toMatchObject({ create: 0, update: 0, unchanged: 4 });
  });

  it("moves a repository into an empty one with the same places: the data and the export are identical", async () => {
    const source = await exportCsv(t, admin);
    const fresh = await buildTestApp();
    try {
      const freshAdmin = (await signInAdmin(fresh.app)).headers;
      await makePlace(fresh, freshAdmin);
      await makePlace(fresh, freshAdmin, "Pottery");
      const job = await importCsv(fresh, freshAdmin, source);
      expect(job).toMatchObject({ status: "done", total: 4, done: 4 });
      expect(await itemsAsStored(fresh.app)).toEqual(await itemsAsStored(t.app));
      const moved = await exportCsv(fresh, freshAdmin);
      expect(moved).toBe(source);
    } finally {
      await fresh.close();
    }
  });

  it("rolls a batch back whole when one of its items changed after the check", async () => {
    const csv = (await exportCsv(t, admin))
      .replace("Clay pot, Nyanza", "Clay pot")
      .replace("Ingoma drum", "Drum");
    const planned = await planImport(t.app.db, await readCsv(Buffer.from(csv)));
    expect(planned.filter((row) => row.action === "update")).toHaveLength(2);
    await t.app.db.update(items).set({ featured: true }).where(eq(items.slug, "new-drum"));
    const before = await t.app.db.select().from(items).orderBy(asc(items.id));
    const batch = planned.filter((row) => row.action === "update");
    await expect(
      t.app.db.transaction((tx) => writeBatch(tx as unknown as typeof t.app.db, batch)),
    ).rejects.toThrow(/changed during the import/);
    expect(await t.app.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
  });

  it("takes the file as a multipart form field too", async () => {
    const csv = await exportCsv(t, admin, "?type=book");
    const boundary = "----heritage-csv";
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="items.csv"',
      "Content-Type: text/csv",
      "",
      csv,
      `--${boundary}--`,
      "",
    ].join("\r\n");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/repository/import/?dry_run=1",
      headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ rows: 1, unchanged: 1 });
  });
});
