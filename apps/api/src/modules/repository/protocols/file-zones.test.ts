import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/rows.ts";
import type { LocalMediaStore } from "../../../media/store/local-store.ts";
import { zonedKey } from "../../../media/store/zones.ts";
import { signInAdmin } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { jpeg, multipartFile, pdf } from "../../../test/fixtures/item-media-fixtures.ts";
import { type LocalS3, startLocalS3 } from "../../../test/s3-server.ts";
import { signedFileUrls } from "./file-urls.ts";
import { runZoneCheck, ZONE_JOB } from "./file-zones.ts";

/**
 * Decision 199: a file that is not open to everyone lies under `private/`, which no public URL
 * serves; a change of level moves it (original, sizes, IIIF tiles) there and back. The same suite
 * runs on the local folder and on a bucket (s3rver) whose MEDIA_PUBLIC_URL is the bucket's own URL.
 */

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3("zones-media");
});
afterAll(async () => s3?.close());

type Store = "local" | "s3";

for (const store of ["local", "s3"] as Store[]) {
  describe(`repository files follow their access level (${store} store)`, () => {
    let t: TestApp;
    let admin: { headers: Record<string, string>; user: { id: number } };
    let collection: string;
    const publicBase = () => `${s3.endpoint}/${s3.options.bucket}`;

    beforeAll(async () => {
      t = await buildTestApp(
        store === "s3" ? { media: { store: "s3", s3: { ...s3.options, publicUrl: publicBase() } } } : {},
      );
      admin = await signInAdmin(t.app);
      const institution = await post("/api/admin/repository/institutions/", { kind: "museum", name: "Huye" });
      collection = (
        await post("/api/admin/repository/collections/", {
          institution: institution.id,
          title: "Photographs",
          published: true,
        })
      ).id;
    });
    afterAll(async () => t?.close());

    async function post(url: string, payload: object) {
      const response = await t.app.inject({ method: "POST", url, headers: admin.headers, payload });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json();
    }

    async function newItem(title: string) {
      return post("/api/admin/repository/items/", {
        type: "photograph",
        collection,
        dc: { title: [title], rights: ["CC BY 4.0"] },
        published: true,
      });
    }

    async function upload(itemId: string, bytes: Buffer, name: string) {
      const { payload, contentType } = multipartFile(bytes, name);
      const response = await t.app.inject({
        method: "POST",
        url: `/api/admin/repository/items/${itemId}/media`,
        headers: { ...admin.headers, "content-type": contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = rowsOf<{ key: string; preview_key: string | null; thumbnail_key: string | null }>(
        await t.app.db.execute(
          sql`select key, preview_key, thumbnail_key from item_media where public_id = ${response.json().id}`,
        ),
      );
      return { id: response.json().id as string, ...row! };
    }

    async function setItemAccess(itemId: string, access: string) {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/protocols/items/${itemId}`,
        headers: admin.headers,
        payload: { access, community: null, sacred: false, viewers: [], labels: [] },
      });
      expect(response.statusCode, response.body).toBe(200);
      await movesDone();
    }

    async function setFileAccess(mediaId: string, access: string) {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/protocols/media/${mediaId}`,
        headers: admin.headers,
        payload: { access },
      });
      expect(response.statusCode, response.body).toBe(200);
      await movesDone();
    }

    /** The queued moves run by this app's worker: wait until none is left, none failed. */
    async function movesDone() {
      for (let tries = 0; tries < 200; tries++) {
        const result = await t.app.db.execute(
          sql`select status from background_jobs where kind = ${ZONE_JOB} and status <> 'done'`,
        );
        const statuses = rowsOf<{ status: string }>(result).map((row) => row.status);
        expect(statuses).not.toContain("failed");
        if (statuses.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("moves still queued");
    }

    /** What someone who kept the file's public URL gets now, by the store's own public path. */
    async function publicFetch(key: string): Promise<number> {
      if (store === "s3") return (await fetch(`${publicBase()}/${key}`)).status;
      // The local store serves its folder under /media/ (tiles under /iiif/3/): the file must not be there.
      const file = path.join(t.app.mediaDir, key);
      return fs.existsSync(file) ? 200 : 404;
    }

    async function privateCopy(key: string) {
      return t.app.mediaStore.exists(zonedKey(key, true));
    }

    /** The API's authorised route, with a URL signed for the admin now. */
    async function asAdmin(key: string) {
      const url = signedFileUrls(t.app.jwtSecret, { userId: admin.user.id, admin: true }, t.app.now()).url(
        key,
        false,
      );
      return t.app.inject({ url: url! });
    }

    it("moves a picture, its sizes and tiles to the private area when its item is restricted, and back", async () => {
      const item = await newItem("Royal drum");
      const picture = await jpeg(900, 600);
      const file = await upload(item.id, picture, "drum.jpg");
      const keys = [file.key, file.preview_key!, file.thumbnail_key!];
      const info = `iiif/${file.id}/info.json`;
      for (const key of [...keys, info]) expect(await publicFetch(key), key).toBe(200);
      const plain = await t.app.inject({ url: `/media/${file.key}` });
      expect(plain.statusCode).toBe(store === "s3" ? 302 : 200);
      if (store === "s3") expect(plain.headers.location).toBe(`${publicBase()}/${file.key}`);

      await setItemAccess(item.id, "restricted");
      for (const key of [...keys, info]) {
        expect(await publicFetch(key), key).toBe(404);
        expect(await privateCopy(key), key).toBe(true);
      }
      // The private area is no public path, not even through the API's /media/ (nor a redirect to it).
      expect((await t.app.inject({ url: `/media/private/${file.key}` })).statusCode).toBe(404);
      const served = await asAdmin(file.key);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals((await t.app.mediaStore.get(zonedKey(file.key, true)))!)).toBe(true);
      expect(served.headers["cache-control"]).toMatch(/^private/);

      await setItemAccess(item.id, "public");
      for (const key of [...keys, info]) {
        expect(await publicFetch(key), key).toBe(200);
        expect(await privateCopy(key), key).toBe(false);
      }
    }, 60_000);

    it("moves one file on its own level, and stores a new file of a restricted item privately at once", async () => {
      const item = await newItem("Letters");
      const letter = await upload(item.id, pdf(), "letter.pdf");
      await setFileAccess(letter.id, "community");
      expect(await publicFetch(letter.key)).toBe(404);
      expect((await asAdmin(letter.key)).statusCode).toBe(200);
      await setFileAccess(letter.id, "public");
      expect(await publicFetch(letter.key)).toBe(200);
      expect(await privateCopy(letter.key)).toBe(false);

      await setItemAccess(item.id, "restricted");
      const later = await upload(item.id, await jpeg(640, 480), "later.jpg");
      for (const key of [later.key, later.preview_key!, `iiif/${later.id}/info.json`]) {
        expect(await publicFetch(key), key).toBe(404);
        expect(await privateCopy(key), key).toBe(true);
      }
      expect((await asAdmin(later.key)).statusCode).toBe(200);
    }, 60_000);

    it("finds a restricted file left in the public area (files stored before this layout) and moves it", async () => {
      const item = await newItem("Songs");
      const file = await upload(item.id, pdf(), "song.pdf");
      // As an older server left it: the level changed in the database, the file stayed public.
      await t.app.db.execute(sql`update items set access = 'restricted' where public_id = ${item.id}`);
      expect(await publicFetch(file.key)).toBe(200);
      await runZoneCheck(t.app);
      await movesDone();
      expect(await publicFetch(file.key)).toBe(404);
      expect(await privateCopy(file.key)).toBe(true);
    }, 60_000);

    if (store === "local") {
      it("keeps the private area outside the folder served under /media/", () => {
        const local = t.app.mediaStore as LocalMediaStore;
        expect(local.privateRoot).toBe(`${t.app.mediaDir}-private`);
        expect(local.localPath("private/items/a.jpg")).toBe(
          path.join(`${t.app.mediaDir}-private`, "items/a.jpg"),
        );
      });
    }
  });
}
