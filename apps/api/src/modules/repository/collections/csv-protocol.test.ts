import { parse } from "csv-parse/sync";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../db/schema/collections.ts";
import { backgroundJobs } from "../../../db/schema/job-queue.ts";
import { productItems } from "../../../db/schema/protocols.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { seedCategory, seedProduct } from "../../../test/fixtures/catalog-fixtures.ts";
import {
  caller,
  exportCsv,
  type Headers,
  importCsv,
  makePlace,
  postCsv,
} from "../../../test/fixtures/csv-test-helpers.ts";
import { ZONE_JOB } from "../protocols/file-zones.ts";

/**
 * Who may see an item survives the CSV round trip (decisions 113, 162): export, re-import into
 * the same repository and into an empty one, with the dry run telling each change of protocol.
 * No item may come out more visible than it went in, and the sitemap and OAI-PMH, which read as
 * a visitor, still leave the protected ones out.
 */

const PUBLIC_URL = "https://heritage.example.rw";
const VIEWERS = ["csv_viewer_a", "csv_viewer_b"];

let t: TestApp;
let admin: Headers;
/** The items by role: public, community, restricted, sacred, public with labels and a named viewer. */
let made: Record<"open" | "community" | "restricted" | "sacred" | "labelled", { id: string; slug: string }>;

/** The community and the accounts the protocols name, which a repository moved elsewhere needs too. */
async function makePeopleAndPlaces(app: TestApp, headers: Headers) {
  const made = await app.app.inject({
    method: "POST",
    url: "/api/admin/communities",
    headers,
    payload: { slug: "nyakarambi", name: "Nyakarambi potters" },
  });
  expect(made.statusCode, made.body).toBe(201);
  for (const name of VIEWERS) await signUpShopper(app.app, name);
  return makePlace(app, headers);
}

beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL });
  admin = (await signInAdmin(t.app)).headers;
  const call = caller(t, admin);
  const { collection } = await makePeopleAndPlaces(t, admin);
  const item = async (title: string, protocol: object) => {
    const created = await call("POST", "/api/admin/repository/items/", {
      type: "object",
      collection: collection.id,
      dc: { title: [title] },
      published: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, slug } = created.json();
    const set = await call("PUT", `/api/protocols/items/${id}`, protocol);
    expect(set.statusCode, set.body).toBe(200);
    return { id, slug } as { id: string; slug: string };
  };
  made = {
    open: await item("Open basket", { access: "public" }),
    community: await item("Community drum", {
      access: "community",
      community: "nyakarambi",
      labels: ["tk_community_use_only", "tk_attribution"],
    }),
    restricted: await item("Restricted song", { access: "restricted", viewers: [...VIEWERS].reverse() }),
    sacred: await item("Sacred rite", {
      access: "community",
      community: "nyakarambi",
      labels: ["tk_secret_sacred"],
    }),
    labelled: await item("Labelled pot", {
      access: "public",
      viewers: [VIEWERS[0]],
      labels: ["bc_provenance"],
    }),
  };
}, 300_000);
afterAll(async () => t?.close());

type Row = Record<string, string>;
const rowsOf = (csv: string): Row[] => parse(csv, { bom: true, columns: true });
const csvOfRows = (rows: Row[]): string => {
  const columns = Object.keys(rows[0]!);
  const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${[columns, ...rows.map((row) => columns.map((c) => row[c] ?? ""))]
    .map((cells) => cells.map(cell).join(","))
    .join("\r\n")}\r\n`;
};
const without = (rows: Row[], drop: string[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !drop.includes(column))));

/** Each item's protocol as the protocol screen reads it, by public id. */
async function protocols(app: TestApp, headers: Headers) {
  const all = await app.app.db.select({ id: items.public_id }).from(items).orderBy(asc(items.public_id));
  const out: Record<string, unknown> = {};
  for (const { id } of all) {
    const read = await app.app.inject({ url: `/api/protocols/items/${id}`, headers });
    const { media: _media, can_set_access: _can, ...protocol } = read.json();
    out[id] = protocol;
  }
  return out;
}

/** Which of the items a visitor's sitemap and OAI-PMH list (a withdrawn item is a deleted record). */
async function visibleToHarvesters(app: TestApp) {
  const sitemap = (await app.app.inject({ url: "/sitemap.xml" })).body;
  const oai = (await app.app.inject({ url: "/oai?verb=ListIdentifiers&metadataPrefix=oai_dc" })).body;
  const records = oai.split("<header").filter((header) => !header.startsWith(' status="deleted"'));
  return Object.entries(made)
    .filter(
      ([, item]) =>
        sitemap.includes(`/items/${item.slug}<`) || records.some((header) => header.includes(item.id)),
    )
    .map(([role]) => role)
    .sort();
}

describe("the CSV carries who may see each item (decisions 113, 162)", () => {
  it("exports access, community, viewers, sacred and labels", async () => {
    const rows = rowsOf(await exportCsv(t, admin));
    const byId = new Map(rows.map((row) => [row.identifier, row]));
    const pick = (row: Row | undefined) => ({
      access: row?.access,
      access_community: row?.access_community,
      viewers: row?.viewers,
      sacred: row?.sacred,
      labels: row?.labels,
    });
    expect(pick(byId.get(made.open.id))).toEqual({
      access: "public",
      access_community: "",
      viewers: "",
      sacred: "false",
      labels: "",
    });
    expect(pick(byId.get(made.community.id))).toEqual({
      access: "community",
      access_community: "nyakarambi",
      viewers: "",
      sacred: "false",
      labels: "tk_community_use_only|tk_attribution",
    });
    expect(pick(byId.get(made.restricted.id))).toMatchObject({
      access: "restricted",
      viewers: VIEWERS.join("|"),
    });
    // The TK Secret/Sacred label marks the item sacred.
    expect(pick(byId.get(made.sacred.id))).toMatchObject({ access: "community", sacred: "true" });
    expect(pick(byId.get(made.labelled.id))).toMatchObject({ access: "public", viewers: VIEWERS[0] });
  });

  it("re-imports its own export as unchanged, protocols and versions as they were", async () => {
    const before = await t.app.db.select().from(items).orderBy(asc(items.id));
    const protocolsBefore = await protocols(t, admin);
    const csv = await exportCsv(t, admin);
    const dry = (await postCsv(t, admin, csv, "?dry_run=1")).json();
    expect(dry.summary).toMatchObject({ rows: 5, unchanged: 5, errors: 0 });
    expect(dry.rows.flatMap((row: { protocol_changes: unknown[] }) => row.protocol_changes)).toEqual([]);
    expect(await importCsv(t, admin, csv)).toMatchObject({ status: "done", total: 0 });
    expect(await t.app.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
    expect(await protocols(t, admin)).toEqual(protocolsBefore);
  });

  it("keeps an item's protocol when the file leaves the columns out or the access and sacred cells blank", async () => {
    const protocolsBefore = await protocols(t, admin);
    const rows = rowsOf(await exportCsv(t, admin)).map((row) => ({
      ...row,
      dc_title: `${row.dc_title} (2)`,
    }));
    const withoutColumns = without(rows, ["access", "access_community", "viewers", "sacred", "labels"]);
    const dry = (await postCsv(t, admin, csvOfRows(withoutColumns), "?dry_run=1")).json();
    expect(dry.rows.flatMap((row: { errors: unknown[] }) => row.errors)).toEqual([]);
    expect(dry.summary).toMatchObject({ update: 5, errors: 0 });
    expect(dry.rows.flatMap((row: { protocol_changes: unknown[] }) => row.protocol_changes)).toEqual([]);
    expect(await importCsv(t, admin, csvOfRows(withoutColumns))).toMatchObject({ status: "done", done: 5 });
    expect(await protocols(t, admin)).toEqual(protocolsBefore);

    const blank = rowsOf(await exportCsv(t, admin)).map((row) => ({ ...row, access: "", sacred: "" }));
    const blankDry = (await postCsv(t, admin, csvOfRows(blank), "?dry_run=1")).json();
    expect(blankDry.summary).toMatchObject({ unchanged: 5, errors: 0 });
    expect(await visibleToHarvesters(t)).toEqual(["labelled", "open"]);
  });

  it("shows each change of protocol in the dry run, then writes exactly that", async () => {
    const rows = rowsOf(await exportCsv(t, admin));
    const edit = (id: string, cells: Row) =>
      rows.map((row) => (row.identifier === id ? { ...row, ...cells } : row));
    let changed = edit(made.open.id, { access: "restricted", viewers: VIEWERS[1]! });
    changed = changed.map((row) =>
      row.identifier === made.community.id ? { ...row, access: "public", labels: "tk_attribution" } : row,
    );
    const dry = (await postCsv(t, admin, csvOfRows(changed), "?dry_run=1")).json();
    expect(dry.summary).toMatchObject({ update: 2, unchanged: 3, errors: 0 });
    const changesOf = (id: string) =>
      dry.rows.find((row: { identifier: string }) => row.identifier === id).protocol_changes;
    expect(changesOf(made.open.id)).toEqual([
      { column: "access", before: "public", after: "restricted" },
      { column: "viewers", before: "", after: VIEWERS[1] },
    ]);
    expect(changesOf(made.community.id)).toEqual([
      { column: "access", before: "community", after: "public" },
      { column: "labels", before: "tk_community_use_only|tk_attribution", after: "tk_attribution" },
    ]);
    expect(await importCsv(t, admin, csvOfRows(changed))).toMatchObject({ status: "done", done: 2 });
    const open = (await t.app.inject({ url: `/api/protocols/items/${made.open.id}`, headers: admin })).json();
    expect(open).toMatchObject({ access: "restricted", viewers: [VIEWERS[1]], labels: [] });
    const community = (
      await t.app.inject({ url: `/api/protocols/items/${made.community.id}`, headers: admin })
    ).json();
    expect(community).toMatchObject({
      access: "public",
      community: "nyakarambi",
      labels: ["tk_attribution"],
    });
    // Their files move between the public and the private area (decision 199).
    const zoneJobs = await t.app.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, ZONE_JOB));
    const moved = zoneJobs.map((job) => Number((job.payload as { item: number }).item));
    const [openRow] = await t.app.db.select().from(items).where(eq(items.public_id, made.open.id));
    expect(moved).toContain(openRow!.id);
    expect(await visibleToHarvesters(t)).toEqual(["community", "labelled"]);

    // Back as it was, by the file it was exported as.
    expect(await importCsv(t, admin, csvOfRows(rows))).toMatchObject({ status: "done", done: 2 });
    expect(await visibleToHarvesters(t)).toEqual(["labelled", "open"]);
  });

  it("refuses sacred knowledge made public, unknown communities, viewers and labels, writing nothing", async () => {
    const before = await t.app.db.select().from(items).orderBy(asc(items.id));
    const rows = rowsOf(await exportCsv(t, admin)).map((row) => {
      if (row.identifier === made.sacred.id) return { ...row, access: "public" };
      if (row.identifier === made.community.id) return { ...row, access_community: "nobody-here" };
      if (row.identifier === made.restricted.id) return { ...row, viewers: "csv_viewer_a|no_such_person" };
      if (row.identifier === made.open.id) return { ...row, labels: "tk_made_up", sacred: "maybe" };
      if (row.identifier === made.labelled.id) return { ...row, access: "secret" };
      return row;
    });
    const dry = (await postCsv(t, admin, csvOfRows(rows), "?dry_run=1")).json();
    const problems = dry.rows.flatMap((row: { errors: { column: string; message: string }[] }) =>
      row.errors.map((error) => `${error.column}: ${error.message}`),
    );
    expect(problems.sort()).toEqual(
      [
        "access: Sacred or secret knowledge is never public: choose community or restricted",
        "access_community: There is no community with this name",
        "viewers: There is no account with this username",
        "sacred: Write true or false",
        "labels: This is not a Traditional Knowledge or Biocultural label",
        "access: Choose public, community or restricted",
      ].sort(),
    );
    expect((await postCsv(t, admin, csvOfRows(rows))).statusCode).toBe(400);
    expect(await t.app.db.select().from(items).orderBy(asc(items.id))).toEqual(before);
  });

  it("unlinks from products an item the file labels Non-Commercial (decision 164)", async () => {
    const category = await seedCategory(t.app);
    const product = await seedProduct(t.app, category.id, { name: "Labelled pot replica" });
    const linked = await t.app.inject({
      method: "PUT",
      url: `/api/admin/products/${product.id}/story`,
      headers: admin,
      payload: { maker: null, items: [made.labelled.id, made.open.id] },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    const rows = rowsOf(await exportCsv(t, admin));
    const labelled = rows.map((row) =>
      row.identifier === made.labelled.id ? { ...row, labels: "bc_provenance|bc_non_commercial" } : row,
    );
    expect(await importCsv(t, admin, csvOfRows(labelled))).toMatchObject({ status: "done", done: 1 });
    const links = await t.app.db
      .select({ item: items.public_id })
      .from(productItems)
      .innerJoin(items, eq(items.id, productItems.item_id))
      .where(eq(productItems.product_id, product.id));
    expect(links.map((link) => link.item)).toEqual([made.open.id]);
  });

  it("moves the repository into an empty one: every protocol as it was, protected items still out of the sitemap and OAI-PMH", async () => {
    const source = await exportCsv(t, admin);
    const fresh = await buildTestApp({ publicUrl: PUBLIC_URL });
    try {
      const freshAdmin = (await signInAdmin(fresh.app)).headers;
      await makePlace(fresh, freshAdmin);
      // Without the community and accounts the file names, nothing is created (and nothing public).
      const refused = await postCsv(fresh, freshAdmin, source);
      expect(refused.statusCode).toBe(400);
      expect(
        refused
          .json()
          .errors.map((error: { column: string }) => error.column)
          .sort(),
      ).toEqual(["access_community", "access_community", "viewers", "viewers"]);
      expect(await fresh.app.db.$count(items)).toBe(0);

      await fresh.app.inject({
        method: "POST",
        url: "/api/admin/communities",
        headers: freshAdmin,
        payload: { slug: "nyakarambi", name: "Nyakarambi potters" },
      });
      for (const name of VIEWERS) await signUpShopper(fresh.app, name);
      const dry = (await postCsv(fresh, freshAdmin, source, "?dry_run=1")).json();
      expect(dry.summary).toMatchObject({ create: 5, errors: 0 });
      const sacredRow = dry.rows.find((row: { identifier: string }) => row.identifier === made.sacred.id);
      expect(sacredRow.protocol_changes).toEqual([
        { column: "access", before: null, after: "community" },
        { column: "access_community", before: null, after: "nyakarambi" },
        { column: "sacred", before: null, after: "true" },
        { column: "labels", before: null, after: "tk_secret_sacred" },
      ]);
      expect(await importCsv(fresh, freshAdmin, source)).toMatchObject({ status: "done", done: 5 });

      expect(await protocols(fresh, freshAdmin)).toEqual(await protocols(t, admin));
      expect(await exportCsv(fresh, freshAdmin)).toBe(source);
      expect(await visibleToHarvesters(fresh)).toEqual(["labelled", "open"]);
      // Items never public are no OAI-PMH record at all, not even a deleted one.
      const oai = (await fresh.app.inject({ url: "/oai?verb=ListIdentifiers&metadataPrefix=oai_dc" })).body;
      expect(oai).not.toContain('status="deleted"');

      // Imported again into the same repository: nothing changes.
      const again = (await postCsv(fresh, freshAdmin, source, "?dry_run=1")).json();
      expect(again.summary).toMatchObject({ unchanged: 5, errors: 0 });
    } finally {
      await fresh.close();
    }
  });
});
