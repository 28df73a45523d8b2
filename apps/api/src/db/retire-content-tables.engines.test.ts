import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "./migrate.ts";
import { rowsOf } from "./rows.ts";

/**
 * Migration 0130 (decision 125) on a database that lived before it: seeded the old way (rows in
 * the old content tables, copied into the repository by the functions of 0021 and 0070), then
 * upgraded. Nothing may be lost: a row that was never copied stops the migration.
 */
const RETIRING = 130;
const before = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-before-0130-"));

/** The migrations folder as it was before 0130. */
function migrationsBefore() {
  const journalFile = path.join(migrationsFolder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const kept = journal.entries.filter((entry) => entry.idx < RETIRING);
  fs.mkdirSync(path.join(before, "meta"), { recursive: true });
  for (const entry of kept) {
    fs.copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(before, `${entry.tag}.sql`));
  }
  fs.writeFileSync(path.join(before, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
}

interface Upgrading {
  run(query: SQL): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** A database of its own: PGlite, or a new database on TEST_DATABASE_URL's server. */
async function openUpgrading(): Promise<Upgrading> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const client = await PGlite.create({ extensions: { pg_trgm, unaccent } });
    const db = drizzlePglite({ client });
    return {
      run: async (query) => rowsOf<Record<string, unknown>>(await db.execute(query)),
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `heritage_upgrade_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const db = drizzlePg({ client });
  return {
    run: async (query) => rowsOf<Record<string, unknown>>(await db.execute(query)),
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

let database: Upgrading;
beforeAll(async () => {
  migrationsBefore();
  database = await openUpgrading();
  await database.migrate(before);
}, 240_000);
afterAll(async () => {
  await database?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

const picture = (name: string) => ({
  image: `/media/${name}.webp`,
  thumbnail: `/media/${name}-thumb.webp`,
});
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const table = async (name: string) =>
  (await database.run(sql`select to_regclass(${name})::text as found`))[0]!.found as string | null;
const count = async (query: SQL) => Number((await database.run(query))[0]!.n);

describe("migration 0130: the old content tables go, their rows stay in the repository", () => {
  it("refuses while a row was never copied, then drops the tables once everything is there", async () => {
    // The old seed: rows in the old tables and their pictures in the media registry…
    const [drum, art, book, figure] = [1, 2, 3, 4].map(uuid);
    for (const id of [drum!, art!, book!, figure!]) {
      await database.run(sql`insert into media (id, url, thumbnail_url, width, height, bytes)
        values (${id}, ${picture(id).image}, ${picture(id).thumbnail}, 600, 600, 1000)`);
    }
    const [museum] = await database.run(sql`
      insert into museums (slug, name, location, description, long_description, category, image, thumbnail)
      values ('kings-palace-museum', 'King''s Palace Museum', 'Nyanza', 'The royal residence.', 'Long.',
        'Historical', '/media/palace.webp', '/media/palace-thumb.webp')
      returning id`);
    await database.run(sql`
      insert into museum_artifacts (museum_id, name, description, category, historical_period, image, thumbnail)
      values (${museum!.id}, 'Royal drum', 'A drum of the court.', 'Cultural Heritage', '19th century',
        ${picture(drum!).image}, ${picture(drum!).thumbnail})`);
    await database.run(sql`
      insert into museum_gallery_images (museum_id, caption, image, thumbnail)
      values (${museum!.id}, 'The palace at dusk', '/media/g.webp', '/media/g-thumb.webp')`);
    await database.run(sql`
      insert into virtual_exhibitions (museum_id, title, description, type, duration)
      values (${museum!.id}, 'Walk through the royal compound', 'A guided tour.', 'tour', '20 min')`);
    await database.run(sql`
      insert into artworks (title, category, artist, year, description, medium, origin, rights, image, thumbnail)
      values ('Intore at Dawn', 'Traditional Dance', 'Aline Uwase', 2019, 'Dancers.', 'Acrylic', 'Nyanza',
        '© the artist', ${picture(art!).image}, ${picture(art!).thumbnail})`);
    await database.run(sql`
      insert into books (title, author, price, rating, description, image, thumbnail)
      values ('Imigani', 'Collected', 9000, '4.5', 'Folktales.', ${picture(book!).image}, ${picture(book!).thumbnail})`);
    await database.run(sql`
      insert into historical_figures (museum_id, name, era, description, image)
      values (${museum!.id}, 'Mutara III Rudahigwa', 'King', 'Built the palace.', ${picture(figure!).image})`);
    // …copied into the repository in the same transaction, as the seed did before decision 125.
    await database.run(sql`select move_demo_content_into_items(), move_demo_museums_into_institutions()`);
    const items = await count(sql`select count(*) as n from items`);
    expect(items).toBe(5);
    // A row no copy ever reached: the migration stops, names it, and leaves everything as it was.
    await database.run(sql`
      insert into books (title, author, price, rating, description, image, thumbnail)
      values ('Never copied', 'Someone', 1000, '4.0', 'Lost?', '/media/lost.webp', '/media/lost-thumb.webp')`);
    expect(await migrateError(migrationsFolder)).toContain('book "Never copied"');
    expect(await table("books")).toBe("books");
    expect(await count(sql`select count(*) as n from books`)).toBe(2);

    // Copied (the hint's way), then edited by an admin: a renamed artwork and a deleted book do not
    // count as missing, and the upgrade goes through.
    await database.run(sql`select move_demo_content_into_items()`);
    await database.run(sql`update items set dc_title = array['Intore mu museke'] where type = 'artwork'`);
    await database.run(sql`update items set deleted_at = now(), published = false where type = 'book'`);

    await database.migrate(migrationsFolder);
    for (const name of [
      "artworks",
      "books",
      "museums",
      "museum_artifacts",
      "museum_gallery_images",
      "virtual_exhibitions",
      "historical_figures",
    ]) {
      expect(await table(name), name).toBeNull();
    }
    const functions = await database.run(sql`
      select proname from pg_proc
      where proname in ('move_demo_content_into_items', 'move_demo_museums_into_institutions',
        'demo_item_translations', 'demo_record_translations', 'demo_slug', 'merge_translations')`);
    expect(functions).toEqual([]);
    // Every record is still there, with its picture, the museum's page fields and exhibitions.
    expect(await count(sql`select count(*) as n from items`)).toBe(items + 1);
    expect(await count(sql`select count(*) as n from items where dc_title[1] = 'Intore mu museke'`)).toBe(1);
    const [kept] = await database.run(sql`
      select i.dc_title[1] as title, m.key from items i join item_media m on m.item_id = i.id
      where i.type = 'object'`);
    expect(kept).toEqual({ title: "Royal drum", key: `${drum}.webp` });
    const [palace] = await database.run(sql`
      select category, long_description, (select count(*) from institution_exhibitions e
        where e.institution_id = i.id) as exhibitions
      from institutions i where slug = 'kings-palace-museum'`);
    expect(palace).toMatchObject({ category: "Historical", long_description: "Long." });
    expect(Number(palace!.exhibitions)).toBe(1);
    const [king] = await database.run(sql`select dc_relation from items where type = 'document'`);
    expect(king!.dc_relation).toEqual(["King's Palace Museum"]);
  }, 240_000);
});

/** The migration's error text (drizzle wraps it; the cause carries PostgreSQL's message). */
async function migrateError(folder: string): Promise<string> {
  try {
    await database.migrate(folder);
    return "migrated";
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return `${String(error)} ${cause ? String((cause as Error).message ?? cause) : ""}`;
  }
}
