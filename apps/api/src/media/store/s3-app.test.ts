import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { messages } from "@heritage/domain/messages";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "../../db/schema/catalog.ts";
import { itemMedia } from "../../db/schema/collections.ts";
import { tileImage } from "../../modules/repository/iiif/image-tiles.ts";
import { signInAdmin } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";
import { pngDataUrl } from "../../test/fixtures/catalog-fixtures.ts";
import { insertInstitutionAndCollection, insertTestItem } from "../../test/fixtures/collections-test-data.ts";
import { multipartFile, pdf } from "../../test/fixtures/item-media-fixtures.ts";
import { dominantColour, gridPicture, isColourOf } from "../../test/iiif-test-picture.ts";
import { freePort, SERVER_START_MS, startServer } from "../../test/process/server-process.ts";
import { type LocalS3, startLocalS3 } from "../../test/s3-server.ts";
import { LocalMediaStore } from "./local-store.ts";
import { migrateMedia } from "./migrate.ts";
import { S3MediaStore } from "./s3-store.ts";

// one engine: "migrate" here is the media store's copy to S3, not the database's

/** The API with MEDIA_STORE=s3 against a real S3-protocol server on 127.0.0.1 (decision 191). */
let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp({ media: { store: "s3", s3: s3.options } });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = async (app: TestApp["app"], color: string) => {
  const admin = (await signInAdmin(app)).headers;
  return app.inject({
    method: "POST",
    url: "/api/media/",
    headers: admin,
    payload: { image: await pngDataUrl(color) },
  });
};

describe("media in an S3 bucket", () => {
  it("stores an upload in the bucket, nothing on the local disk, and serves it at its /media/ URL", async () => {
    expect(t.app.mediaStore.kind).toBe("s3");
    const response = await upload(t.app, "#336699");
    expect(response.statusCode).toBe(201);
    const { id, url, thumbnail_url } = response.json();
    expect(await t.app.mediaStore.exists(`${id}.webp`)).toBe(true);
    expect(await t.app.mediaStore.exists(`${id}-thumb.webp`)).toBe(true);
    expect(fs.readdirSync(t.app.mediaDir).filter((name) => name.includes(id))).toEqual([]);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    expect(served.rawPayload.equals((await t.app.mediaStore.get(`${id}.webp`))!)).toBe(true);
    // A second read with the ETag: 304; a range: 206 with those bytes.
    const again = await t.app.inject({ url, headers: { "if-none-match": served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const part = await t.app.inject({ url: thumbnail_url, headers: { range: "bytes=0-3" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.toString("latin1")).toBe("RIFF");
    expect(part.headers["content-range"]).toMatch(/^bytes 0-3\/\d+$/);

    for (const missing of [`/media/${randomUUID()}.webp`, "/media/.probe", "/media/a/../b.webp"]) {
      expect((await t.app.inject({ url: missing })).statusCode, missing).toBe(404);
    }
  });

  it("tiles an item picture into the bucket, serves info.json and its tiles, and keeps a made answer there", async () => {
    const place = await insertInstitutionAndCollection(t.app.db, "bucket");
    const item = await insertTestItem(t.app.db, place, { title: "Bucket picture" });
    const key = `items/${randomUUID()}.jpg`;
    await t.app.mediaStore.put(key, await gridPicture(3, 2));
    const [row] = await t.app.db
      .insert(itemMedia)
      .values({
        item_id: item!.id,
        kind: "image",
        key,
        mime: "image/jpeg",
        bytes: 1,
        width: 300,
        height: 200,
      })
      .returning();
    const id = row!.public_id;
    const info = await tileImage(t.app.mediaStore, id, { source: key });
    expect(await t.app.mediaStore.exists(`iiif/${id}/info.json`)).toBe(true);
    const described = await t.app.inject({ url: `/iiif/3/${id}/info.json` });
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ width: info.width, height: info.height, profile: "level2" });
    const tile = await t.app.inject({ url: `/iiif/3/${id}/full/max/0/default.jpg` });
    expect(tile.statusCode).toBe(200);
    expect(tile.headers["access-control-allow-origin"]).toBe("*");
    expect((await sharp(tile.rawPayload).metadata()).format).toBe("jpeg");
    // Level 2 (decision 245): made from the master in the bucket, and kept there.
    const made = await t.app.inject({ url: `/iiif/3/${id}/200,100,100,100/50,/90/default.png` });
    expect(made.statusCode).toBe(200);
    expect(isColourOf(await dominantColour(made.rawPayload), 2, 1)).toBe(true);
    expect(await t.app.mediaStore.exists(`iiif/${id}/200,100,100,100/50,50/90/default.png`)).toBe(true);
    expect(fs.readdirSync(t.app.mediaDir).filter((name) => name.includes(id))).toEqual([]);
  });

  it("sends browsers to MEDIA_PUBLIC_URL when a CDN is configured", async () => {
    const cdn = await buildTestApp({
      media: { store: "s3", s3: { ...s3.options, publicUrl: "https://cdn.example.rw/heritage" } },
    });
    try {
      const response = await cdn.app.inject({ url: `/media/${randomUUID()}.webp` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(
        /^https:\/\/cdn\.example\.rw\/heritage\/[0-9a-f-]{36}\.webp$/,
      );
    } finally {
      await cdn.close();
    }
  });

  it("answers an upload with 503 and leaves no row when the bucket does not answer", async () => {
    const down = await buildTestApp({
      media: { store: "s3", s3: { ...s3.options, endpoint: "http://127.0.0.1:9" } },
    });
    try {
      const rows = async () => (await down.app.db.select({ n: count() }).from(media))[0]!.n;
      const before = await rows();
      const response = await upload(down.app, "#000000");
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: messages.media.storeUnavailable });
      expect(await rows()).toBe(before);
      const health = await down.app.inject({ url: "/api/health/" });
      expect(health.json()).toMatchObject({ status: "degraded", media: "read-only" });
      expect(down.app.mediaStore).toBeInstanceOf(S3MediaStore);
    } finally {
      await down.close();
    }
  }, 60_000);

  it("answers an item's streamed file (a 6 MB PDF) with 503 and leaves no media row when the bucket does not answer", async () => {
    const down = await buildTestApp({
      media: { store: "s3", s3: { ...s3.options, endpoint: "http://127.0.0.1:9" } },
    });
    try {
      const admin = (await signInAdmin(down.app)).headers;
      const post = async (url: string, payload: object) =>
        (await down.app.inject({ method: "POST", url, headers: admin, payload })).json();
      const institution = await post("/api/admin/repository/institutions/", { kind: "museum", name: "Huye" });
      const collection = await post("/api/admin/repository/collections/", {
        institution: institution.id,
        title: "Letters",
      });
      const item = await post("/api/admin/repository/items/", {
        type: "document",
        collection: collection.id,
        dc: { title: ["A letter"], rights: ["CC BY 4.0"] },
      });
      // Past one multipart part (5 MB): the store streams it rather than sending it in one request.
      const { payload, contentType } = multipartFile(pdf(6 * 1024 * 1024), "letter.pdf");
      const response = await down.app.inject({
        method: "POST",
        url: `/api/admin/repository/items/${item.id}/media`,
        headers: { ...admin, "content-type": contentType },
        payload,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: messages.media.storeUnavailable });
      expect(await down.app.db.select().from(itemMedia)).toEqual([]);
    } finally {
      await down.close();
    }
  }, 60_000);
});

describe("a server started with MEDIA_STORE=s3", () => {
  it(
    "stops with one line naming the bucket when the bucket does not answer",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "s3-down-"));
      try {
        const server = startServer({
          PORT: String(await freePort()),
          DATA_DIR: dataDir,
          MEDIA_STORE: "s3",
          S3_BUCKET: "heritage-media",
          S3_ENDPOINT: "http://127.0.0.1:9",
        });
        expect(await server.exited).toBe(1);
        const lines = server
          .output()
          .split("\n")
          .filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
        expect(lines).toEqual([
          expect.stringMatching(
            /^Cannot reach the media bucket "heritage-media" at http:\/\/127\.0\.0\.1:9 /,
          ),
        ]);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SERVER_START_MS,
  );
});

describe("npm run media:migrate", () => {
  it("copies the local folder into the bucket, keys unchanged; a rerun copies only what is missing", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
    const prefix = randomUUID();
    const local = new LocalMediaStore(path.join(dir, prefix));
    const bucket = new S3MediaStore(s3.options);
    try {
      await local.put("a.webp", Buffer.from("picture a"));
      await local.put("items/b.jpg", Buffer.alloc(3 * 1024 * 1024, 7));
      await local.put("iiif/c/full/max/0/default.jpg", Buffer.from("tile"));
      // A write in progress and a health probe are not media.
      fs.writeFileSync(path.join(local.root, "a.webp.0b0b0b0b-0000-4000-8000-000000000000.tmp"), "x");
      fs.writeFileSync(path.join(local.root, ".probe-1"), "");
      const into = prefixedBucket(bucket, prefix);
      const seen: number[] = [];
      const first = await migrateMedia(local, into, (progress) => seen.push(progress.done));
      expect(first).toMatchObject({ copied: 3, skipped: 0, failed: [] });
      expect(first.copiedBytes).toBe(9 + 3 * 1024 * 1024 + 4);
      expect(seen.at(-1)).toBe(3);
      expect((await bucket.get(`${prefix}/items/b.jpg`))?.equals(Buffer.alloc(3 * 1024 * 1024, 7))).toBe(
        true,
      );
      expect(await bucket.exists(`${prefix}/a.webp.0b0b0b0b-0000-4000-8000-000000000000.tmp`)).toBe(false);

      await local.put("d-thumb.webp", Buffer.from("new"));
      expect(await migrateMedia(local, into)).toMatchObject({ copied: 1, skipped: 3, failed: [] });
      expect(await migrateMedia(local, into)).toMatchObject({ copied: 0, skipped: 4, failed: [] });
    } finally {
      await bucket.deleteFolder(prefix);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the private area private: DATA_DIR/media-private goes to the bucket's private/ prefix", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "migrate-"));
    const prefix = randomUUID();
    const local = new LocalMediaStore(path.join(dir, "media"));
    const bucket = new S3MediaStore(s3.options);
    try {
      await local.put("items/open.jpg", Buffer.from("open"));
      await local.put("private/items/closed.jpg", Buffer.from("closed"));
      await local.put("private/iiif/c/info.json", Buffer.from("{}"));
      // Decision 199: the local private area is a folder beside the served one, never inside it.
      expect(fs.existsSync(path.join(dir, "media-private", "items", "closed.jpg"))).toBe(true);
      expect(fs.existsSync(path.join(dir, "media", "private"))).toBe(false);
      const into = prefixedBucket(bucket, prefix);
      expect(await migrateMedia(local, into)).toMatchObject({ copied: 3, failed: [] });
      expect(await bucket.get(`${prefix}/private/items/closed.jpg`)).toEqual(Buffer.from("closed"));
      expect(await bucket.exists(`${prefix}/private/iiif/c/info.json`)).toBe(true);
      expect(await bucket.exists(`${prefix}/items/closed.jpg`)).toBe(false);
      expect(await bucket.exists(`${prefix}/items/open.jpg`)).toBe(true);
      expect(await migrateMedia(local, into)).toMatchObject({ copied: 0, skipped: 3, failed: [] });
    } finally {
      await bucket.deleteFolder(prefix);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

/** The bucket seen through one folder, so the case does not meet the other cases' files. */
function prefixedBucket(bucket: S3MediaStore, prefix: string) {
  return Object.assign(Object.create(bucket) as S3MediaStore, {
    put: (key: string, body: Parameters<S3MediaStore["put"]>[1]) => bucket.put(`${prefix}/${key}`, body),
    async *list() {
      for await (const object of bucket.list(prefix, { recursive: true })) {
        yield { ...object, key: object.key.slice(prefix.length + 1) };
      }
    },
  });
}
