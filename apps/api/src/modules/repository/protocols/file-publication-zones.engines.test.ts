import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/rows.ts";
import { zonedKey } from "../../../media/store/zones.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { jpeg, multipartFile } from "../../../test/fixtures/item-media-fixtures.ts";
import { type LocalS3, startLocalS3 } from "../../../test/s3-server.ts";
import { signedFileUrls } from "./file-urls.ts";
import { runZoneCheck, ZONE_JOB } from "./file-zones.ts";

/**
 * Decision 199, amended: the files of a draft, a withdrawn or deleted item, or an item of an
 * unpublished or deleted collection lie in the private area like those of a restricted item, so
 * no public URL (the local folder served under /media/, a bucket or CDN) serves them; only the
 * signed route does, to those who may see them. The move is queued by a database trigger on
 * every change of publication, whoever writes it (engine-dependent: a migration's trigger).
 */

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3("publication-media");
});
afterAll(async () => s3?.close());

for (const store of ["local", "s3"] as const) {
  describe(`files of unpublished and deleted items are private (${store} store)`, () => {
    let t: TestApp;
    let admin: { headers: Record<string, string>; user: { id: number } };
    let institution: string;
    const publicBase = () => `${s3.endpoint}/${s3.options.bucket}`;

    beforeAll(async () => {
      t = await buildTestApp(
        store === "s3" ? { media: { store: "s3", s3: { ...s3.options, publicUrl: publicBase() } } } : {},
      );
      admin = await signInAdmin(t.app);
      institution = (
        await send("POST", "/api/admin/repository/institutions/", { kind: "museum", name: "Huye" })
      ).id;
    });
    afterAll(async () => t?.close());

    async function send(method: "POST" | "PUT" | "DELETE", url: string, payload?: object) {
      const response = await t.app.inject({ method, url, headers: admin.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.body ? response.json() : null;
    }

    const newCollection = async (title: string) =>
      (await send("POST", "/api/admin/repository/collections/", { institution, title, published: true })).id;

    const newItem = async (collection: string, title: string, published = true) =>
      (
        await send("POST", "/api/admin/repository/items/", {
          type: "photograph",
          collection,
          dc: { title: [title], rights: ["CC BY 4.0"] },
          published,
        })
      ).id as string;

    async function upload(itemId: string) {
      const { payload, contentType } = multipartFile(await jpeg(800, 600), "drum.jpg");
      const response = await t.app.inject({
        method: "POST",
        url: `/api/admin/repository/items/${itemId}/media`,
        headers: { ...admin.headers, "content-type": contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = rowsOf<{ key: string; preview_key: string; thumbnail_key: string }>(
        await t.app.db.execute(
          sql`select key, preview_key, thumbnail_key from item_media where public_id = ${response.json().id}`,
        ),
      );
      return [row!.key, row!.preview_key, row!.thumbnail_key, `iiif/${response.json().id}/info.json`];
    }

    const versionOf = async (table: "items" | "collections", id: string) =>
      rowsOf<{ version: number }>(
        await t.app.db.execute(sql`select version from ${sql.identifier(table)} where public_id = ${id}`),
      )[0]!.version;

    async function publishItem(itemId: string, published: boolean) {
      const version = await versionOf("items", itemId);
      await send("POST", `/api/admin/repository/items/${itemId}/publish`, { published, version });
      await movesDone();
    }

    async function publishCollection(collection: string, title: string, published: boolean) {
      const version = await versionOf("collections", collection);
      await send("PUT", `/api/admin/repository/collections/${collection}`, {
        institution,
        title,
        published,
        version,
      });
      await movesDone();
    }

    /** The moves queued (by the trigger) run by this app's worker: wait until none is left, none failed. */
    async function movesDone() {
      for (let tries = 0; tries < 400; tries++) {
        const statuses = rowsOf<{ status: string }>(
          await t.app.db.execute(
            sql`select status from background_jobs where kind = ${ZONE_JOB} and status <> 'done'`,
          ),
        ).map((row) => row.status);
        expect(statuses).not.toContain("failed");
        if (statuses.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("moves still queued");
    }

    /** What someone who kept the file's public URL gets, by the store's own public path. */
    async function publicFetch(key: string): Promise<number> {
      if (store === "s3") return (await fetch(`${publicBase()}/${key}`)).status;
      return fs.existsSync(path.join(t.app.mediaDir, key)) ? 200 : 404;
    }

    async function expectPrivate(keys: string[]) {
      for (const key of keys) {
        expect(await publicFetch(key), key).toBe(404);
        expect(await t.app.mediaStore.exists(zonedKey(key, true)), key).toBe(true);
      }
      expect((await t.app.inject({ url: `/media/${keys[0]}` })).statusCode).toBe(404);
    }

    async function expectPublic(keys: string[]) {
      for (const key of keys) {
        expect(await publicFetch(key), key).toBe(200);
        expect(await t.app.mediaStore.exists(zonedKey(key, true)), key).toBe(false);
      }
    }

    /** The signed route, with a URL signed for `viewer` now. */
    function signedFetch(key: string, viewer: { userId: number | null; admin: boolean }) {
      const url = signedFileUrls(t.app.jwtSecret, viewer, t.app.now()).url(key, false);
      return t.app.inject({ url: url! });
    }

    it("moves a withdrawn item's files to the private area, serves them to an admin only, and back when published", async () => {
      const collection = await newCollection("Drums");
      const item = await newItem(collection, "Royal drum");
      const keys = await upload(item);
      await expectPublic(keys);

      await publishItem(item, false);
      await expectPrivate(keys);
      expect((await signedFetch(keys[0]!, { userId: admin.user.id, admin: true })).statusCode).toBe(200);
      expect((await signedFetch(keys[0]!, { userId: null, admin: false })).statusCode).toBe(404);

      await publishItem(item, true);
      await expectPublic(keys);
    }, 90_000);

    it("stores a draft's new files privately at once, and moves a deleted item's files there", async () => {
      const collection = await newCollection("Letters");
      const draft = await newItem(collection, "Unsent letter", false);
      await expectPrivate(await upload(draft));

      const item = await newItem(collection, "Sent letter");
      const keys = await upload(item);
      await expectPublic(keys);
      await send("DELETE", `/api/admin/repository/items/${item}`);
      await movesDone();
      await expectPrivate(keys);
    }, 90_000);

    // A collection is deleted only once empty (409 before): unpublishing is how its items leave.
    it("moves the files of every item of a collection that is unpublished, and back", async () => {
      const collection = await newCollection("Baskets");
      const keys = [
        ...(await upload(await newItem(collection, "Agaseke"))),
        ...(await upload(await newItem(collection, "Igiseke"))),
      ];
      await expectPublic(keys);
      await publishCollection(collection, "Baskets", false);
      await expectPrivate(keys);
      await publishCollection(collection, "Baskets", true);
      await expectPublic(keys);
    }, 120_000);

    it("finds a draft's file left in the public area (stored before this rule) and moves it", async () => {
      const collection = await newCollection("Songs");
      const item = await newItem(collection, "Song");
      const keys = await upload(item);
      // As an older server left it: withdrawn with no move queued, its files still public.
      await t.app.db.execute(sql`alter table items disable trigger items_file_zones`);
      try {
        await t.app.db.execute(sql`update items set published = false where public_id = ${item}`);
      } finally {
        await t.app.db.execute(sql`alter table items enable trigger items_file_zones`);
      }
      expect(await publicFetch(keys[0]!)).toBe(200);
      await runZoneCheck(t.app);
      await movesDone();
      await expectPrivate(keys);
    }, 90_000);
  });
}
