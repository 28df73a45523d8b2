import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../db/schema/collections.ts";
import { repositoryImports } from "../../../db/schema/repository-imports.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  caller,
  csvOf,
  exportCsv,
  type Headers,
  makePlace,
  postCsv,
} from "../../../test/fixtures/csv-test-helpers.ts";

let t: TestApp;
let admin: Headers;
let shopper: Headers;
let known: { id: string; slug: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  shopper = (await signUpShopper(t.app)).headers;
  const { collection } = await makePlace(t, admin);
  known = (
    await caller(t, admin)("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      dc: { title: ["Known basket"] },
    })
  ).json();
});
afterAll(async () => t.close());

const HEADER = ["identifier", "slug", "type", "collection", "dc_title", "published", "latitude", "longitude"];
const row = (cells: Partial<Record<(typeof HEADER)[number], string>>) => HEADER.map((c) => cells[c] ?? "");
const ok = (slug: string) => row({ slug, type: "object", collection: "basketry", dc_title: slug });

async function refused(csv: string | Buffer) {
  const count = await t.app.db.$count(items);
  for (const query of ["?dry_run=1", ""]) {
    const response = await postCsv(t, admin, csv, query);
    expect(response.statusCode, response.body).toBe(400);
  }
  expect(await t.app.db.$count(items)).toBe(count);
  return (await postCsv(t, admin, csv)).json() as {
    detail: string;
    errors: { row: number; column: string; message: string }[];
  };
}

describe("repository CSV import refuses bad files whole (decision 113)", () => {
  it("is admin-only: 401 anonymous, 403 shoppers", async () => {
    const csv = csvOf([HEADER, ok("a")]);
    for (const [headers, status] of [
      [{}, 401],
      [shopper, 403],
    ] as const) {
      expect((await postCsv(t, headers, csv)).statusCode).toBe(status);
      const url = "/api/admin/repository/items.csv";
      expect((await t.app.inject({ method: "GET", url, headers })).statusCode).toBe(status);
      const job = `/api/admin/repository/import/${known.id}/`;
      expect((await t.app.inject({ method: "GET", url: job, headers })).statusCode).toBe(status);
    }
  });

  it("refuses a file that is not UTF-8, naming its line", async () => {
    const latin1 = Buffer.concat([
      Buffer.from(`${HEADER.join(",")}\n,a,object,basketry,`),
      Buffer.from([0x43, 0x61, 0x66, 0xe9]), // "Café" in Latin-1
      Buffer.from(",,,\n"),
    ]);
    const body = await refused(latin1);
    expect(body.detail).toBe("The file is not UTF-8 text (line 2). Save it as “CSV UTF-8” and try again");
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(HEADER.join(","), "utf16le")]);
    expect((await refused(utf16)).errors[0]).toMatchObject({ row: 1 });
  });

  it("refuses broken quoting and rows wider or narrower than the header", async () => {
    const quoting = await refused(
      `${HEADER.join(",")}\n,a,object,basketry,"Unclosed,,,\n,b,object,basketry,B,,,\n`,
    );
    expect(quoting.errors).toEqual([
      { row: 2, column: "", message: expect.stringContaining("Broken quoting on row 2") },
    ]);
    const stray = await refused(`${HEADER.join(",")}\n,a,object,basketry,Bad"quote,,,\n`);
    expect(stray.detail).toContain("Broken quoting on row 2");
    const wide = await refused(`${csvOf([HEADER, ok("a")])},b,object,basketry,B,,,,extra\n`);
    expect(wide.detail).toBe("Row 3 has 9 values but the header has 8 columns");
  });

  it("refuses unknown, repeated and missing columns, and an empty file", async () => {
    const columns = await refused(
      csvOf([
        ["identifier", "Title", "type", "type"],
        ["", "x", "object", "object"],
      ]),
    );
    expect(columns.errors.map((e) => e.message)).toEqual([
      "Unknown column “title”",
      "The column “type” appears twice",
      "The column “collection” is missing",
      "The column “dc_title” is missing",
    ]);
    expect(columns.detail).toBe("The file has 4 errors; nothing was imported");
    expect((await refused(csvOf([HEADER]))).detail).toBe(
      "The file is empty: it needs a header row and at least one item",
    );
    expect((await refused("")).errors[0]).toMatchObject({ row: 1 });
    const none = await t.app.inject({ method: "POST", url: "/api/admin/repository/import/", headers: admin });
    expect(none.statusCode).toBe(400);
  });

  it("reports every row's errors by row and column in a dry run, and imports nothing while any remains", async () => {
    const csv = csvOf([
      HEADER,
      ok("fine-one"),
      row({ identifier: "not-a-uuid", type: "spaceship", collection: "basketry", dc_title: "X" }),
      row({ type: "object", collection: "nowhere", dc_title: "No key" }),
      row({ slug: "Bad Slug", type: "object", collection: "basketry", dc_title: "Y", published: "maybe" }),
      row({ slug: "lat", type: "object", collection: "basketry", dc_title: "Z", latitude: "north" }),
      row({ identifier: known.id, type: "object", collection: "basketry", dc_title: "" }),
      row({ identifier: known.id.toUpperCase(), type: "object", collection: "basketry", dc_title: "Again" }),
      ok("fine-one"),
    ]);
    const dry = await postCsv(t, admin, csv, "?dry_run=1");
    expect(dry.statusCode).toBe(200);
    const errors = dry.json().rows.flatMap((r: { errors: unknown[] }) => r.errors);
    expect(errors).toEqual([
      { row: 3, column: "identifier", message: "An identifier is the id an export gives each item (a uuid)" },
      { row: 3, column: "type", message: "Unknown item type" },
      { row: 4, column: "identifier", message: expect.stringContaining("Give an identifier or a slug") },
      { row: 4, column: "collection", message: "This collection does not exist" },
      { row: 5, column: "published", message: "Write true or false" },
      {
        row: 5,
        column: "slug",
        message: "The slug may hold only lowercase letters, digits and single hyphens",
      },
      { row: 6, column: "latitude", message: expect.stringContaining("latitude (-90 to 90)") },
      { row: 7, column: "dc_title", message: "An item needs a title" },
      { row: 8, column: "identifier", message: "Row 7 already names this item" },
      { row: 9, column: "slug", message: "Row 2 already names this item" },
    ]);
    expect(dry.json().summary).toMatchObject({ rows: 8, create: 1, errors: 10 });
    const count = await t.app.db.$count(items);
    const response = await postCsv(t, admin, csv);
    expect(response.statusCode).toBe(400);
    expect(await t.app.db.$count(items)).toBe(count);
    const body = response.json();
    expect(body.detail).toBe("The file has 10 errors; nothing was imported");
    expect(body.errors).toHaveLength(10);
  });

  it("answers the errors in the reader's language", async () => {
    const csv = csvOf([HEADER, row({ slug: "x", type: "spaceship", collection: "basketry", dc_title: "X" })]);
    const response = await postCsv(t, admin, csv, "?lang=fr");
    expect(response.json()).toMatchObject({
      detail: "Le fichier a 1 erreur ; rien n’a été importé",
      errors: [{ row: 2, column: "type", message: "Type d’élément inconnu" }],
    });
  });

  it("refuses values in the original language's translation column, and deleted items", async () => {
    await caller(t, admin)("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: (await caller(t, admin)("GET", "/api/admin/repository/collections/")).json()[0].id,
      slug: "gone",
      dc: { title: ["Gone"] },
    });
    await caller(t, admin)("DELETE", `/api/admin/repository/items/${known.id}/`);
    const csv = csvOf([
      [
        "identifier",
        "slug",
        "type",
        "collection",
        "dc_title",
        "original_language",
        "dc_title@en",
        "dc_title@fr",
      ],
      [known.id, "", "object", "basketry", "Known basket", "en", "Known", "Panier"],
      ["", "gone", "object", "basketry", "Gone", "en", "", ""],
    ]);
    const errors = (await postCsv(t, admin, csv, "?dry_run=1"))
      .json()
      .rows.flatMap((r: { errors: unknown[] }) => r.errors);
    expect(errors).toEqual([
      { row: 2, column: "identifier", message: "This item was deleted; it cannot be imported again" },
      {
        row: 2,
        column: "dc_title@en",
        message: "This is the item's original language: put these values in dc_title",
      },
    ]);
  });

  it("runs one import at a time (409), reports an import whose process stopped, and 404s unknown jobs", async () => {
    const csv = (await exportCsv(t, admin)).replace(",Gone,", ",Gone again,");
    const [running] = await t.app.db
      .insert(repositoryImports)
      .values({ rows: 1, create_count: 1, update_count: 0, unchanged_count: 0, total: 1 })
      .returning();
    expect((await postCsv(t, admin, csv)).statusCode).toBe(409);
    const url = `/api/admin/repository/import/${running!.id}/`;
    expect((await caller(t, admin)("GET", url)).json()).toMatchObject({
      status: "running",
      done: 0,
      total: 1,
    });
    const { sql } = await import("drizzle-orm");
    await t.app.db.update(repositoryImports).set({ updated_at: sql`now() - interval '11 minutes'` });
    expect((await caller(t, admin)("GET", url)).json()).toMatchObject({
      status: "failed",
      detail: "The import stopped before it finished; import the file again to finish",
    });
    expect((await postCsv(t, admin, csv)).statusCode).toBe(202);
    const unknown = "/api/admin/repository/import/00000000-0000-0000-0000-000000000000/";
    expect((await caller(t, admin)("GET", unknown)).statusCode).toBe(404);
    expect((await caller(t, admin)("GET", "/api/admin/repository/import/nope/")).statusCode).toBe(404);
  });
});
