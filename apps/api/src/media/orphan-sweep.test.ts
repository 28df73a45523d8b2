import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../db/rows.ts";
import { media } from "../db/schema/catalog.ts";
import { itemMedia } from "../db/schema/collections.ts";
import { users } from "../db/schema/users.ts";
import { signInAdmin, signUpShopper } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/build-test-app.ts";
import { pngDataUrl } from "../test/fixtures/catalog-fixtures.ts";
import { insertInstitutionAndCollection, insertTestItem } from "../test/fixtures/collections-test-data.ts";
import { mediaIdFromUrl } from "./image-references.ts";
import { FILE_KEY_COLUMNS, PICTURE_COLUMN_NAMES, PICTURE_COLUMNS } from "./media-references.ts";
import { ORPHAN_GRACE_MS, sweepOrphanMedia } from "./orphan-sweep.ts";

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const DAY = 24 * 3_600_000;
const later = (ms: number) => new Date(Date.now() + ms);
const idOf = (url: string) => mediaIdFromUrl(url)!;

describe("the orphaned media sweep", () => {
  it("removes only pictures no row points at, and only once they are past the grace period", async () => {
    const admin = (await signInAdmin(app)).headers;
    const shopper = await signUpShopper(app);
    const avatar = (
      await app.inject({
        method: "PATCH",
        url: "/api/users/me/",
        headers: shopper.headers,
        payload: { avatar: await pngDataUrl("#101010") },
      })
    ).json().avatar as string;
    // Uploaded for a form that was never saved: a row in media, files, and nothing pointing at it.
    const unsaved = (
      await app.inject({
        method: "POST",
        url: "/api/media/",
        headers: admin,
        payload: { image: await pngDataUrl("#202020") },
      })
    ).json().url as string;
    // A write that died half-way, a file with no row at all, and a file the server never names.
    const deadWrite = `${idOf(unsaved)}.webp.0b0b0b0b-0000-4000-8000-000000000000.tmp`;
    const rowless = "5e5e5e5e-0000-4000-8000-000000000000.webp";
    for (const name of [deadWrite, rowless, "README.txt"])
      fs.writeFileSync(path.join(app.mediaDir, name), "x");
    // A row is pointed at by an absolute URL, as an import might store it: it still counts.
    const absolute = (
      await app.inject({
        method: "POST",
        url: "/api/media/",
        headers: admin,
        payload: { image: await pngDataUrl("#303030") },
      })
    ).json().url as string;
    const other = await signUpShopper(app);
    await app.db
      .update(users)
      .set({ avatar: `https://heritage.example${absolute}` })
      .where(eq(users.id, other.user.id));
    const before = fs.readdirSync(app.mediaDir).sort();

    // Within the grace period nothing goes: an upload may be on its way into a record.
    expect(await sweepOrphanMedia(app.db, app.mediaStore, { now: new Date() })).toEqual({
      files: [],
      rows: 0,
    });
    expect(await sweepOrphanMedia(app.db, app.mediaStore, { now: later(DAY / 2) })).toEqual({
      files: [],
      rows: 0,
    });
    expect(fs.readdirSync(app.mediaDir).sort()).toEqual(before);

    // A dry run past it lists the orphans and deletes nothing.
    const orphans = [deadWrite, rowless, `${idOf(unsaved)}-thumb.webp`, `${idOf(unsaved)}.webp`].sort();
    const past = later(ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanMedia(app.db, app.mediaStore, { now: past, dryRun: true })).toEqual({
      files: orphans,
      rows: 1,
    });
    expect(fs.readdirSync(app.mediaDir).sort()).toEqual(before);

    expect(await sweepOrphanMedia(app.db, app.mediaStore, { now: past })).toEqual({
      files: orphans,
      rows: 1,
    });
    expect(fs.readdirSync(app.mediaDir).sort()).toEqual(
      [
        "README.txt",
        `${idOf(avatar)}-thumb.webp`,
        `${idOf(avatar)}.webp`,
        `${idOf(absolute)}-thumb.webp`,
        `${idOf(absolute)}.webp`,
      ].sort(),
    );
    const rows = await app.db.select({ id: media.id }).from(media);
    expect(rows.map((row) => row.id).sort()).toEqual([idOf(avatar), idOf(absolute)].sort());
    // Nothing left to do: a second run (or a second process) changes nothing.
    expect(await sweepOrphanMedia(app.db, app.mediaStore, { now: past })).toEqual({ files: [], rows: 0 });
  });

  it("keeps the pictures a repository item names by its file keys, public or under private/", async () => {
    // The demo items' images are top-level uploads named by key, not by URL (decisions 123, 125).
    const admin = (await signInAdmin(app)).headers;
    const upload = async (colour: string) =>
      idOf(
        (
          await app.inject({
            method: "POST",
            url: "/api/media/",
            headers: admin,
            payload: { image: await pngDataUrl(colour) },
          })
        ).json().url as string,
      );
    const shown = await upload("#404040");
    const hidden = await upload("#505050");
    const place = await insertInstitutionAndCollection(app.db, "sweep");
    const item = await insertTestItem(app.db, place, { title: "Swept basket" });
    const image = (id: string, prefix: string, position: number) => ({
      item_id: item.id,
      kind: "image" as const,
      key: `${prefix}${id}.webp`,
      preview_key: `${prefix}${id}.webp`,
      thumbnail_key: `${prefix}${id}-thumb.webp`,
      mime: "image/webp",
      bytes: 100,
      width: 10,
      height: 10,
      position,
    });
    await app.db.insert(itemMedia).values([image(shown, "", 0), image(hidden, "private/", 1)]);
    const files = [shown, hidden].flatMap((id) => [`${id}.webp`, `${id}-thumb.webp`]);

    const result = await sweepOrphanMedia(app.db, app.mediaStore, { now: later(ORPHAN_GRACE_MS + DAY) });
    expect(result.files.filter((name) => files.includes(name))).toEqual([]);
    expect(fs.readdirSync(app.mediaDir)).toEqual(expect.arrayContaining(files));
    const rows = await app.db.select({ id: media.id }).from(media);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([shown, hidden]));
  });

  it("knows every column that can point at a picture", async () => {
    // Text columns whose name says they hold a picture; a new one must be in PICTURE_COLUMN_NAMES.
    // Repository item media (item_media) name their files by key, not URL: FILE_KEY_COLUMNS.
    const result = await app.db.execute(sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type = 'text'
        and table_name not in ('media', 'item_media')
        and column_name ~ '(image|thumb|avatar|url|logo|photo|picture|icon|cover|banner|media)'`);
    const columns = rowsOf<{ table_name: string; column_name: string }>(result)
      .map((row) => `${row.table_name}.${row.column_name}`)
      .sort();
    expect(columns).toEqual(PICTURE_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
    expect(columns.length).toBeGreaterThan(15);
    const keys = await app.db.execute(sql`
      select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = 'item_media' and column_name like '%key'`);
    expect(
      rowsOf<{ column_name: string }>(keys)
        .map((row) => `item_media.${row.column_name}`)
        .sort(),
    ).toEqual(FILE_KEY_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
    expect([...PICTURE_COLUMN_NAMES].every((name) => columns.some((c) => c.endsWith(`.${name}`)))).toBe(true);
  });
});
