import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { itemMedia, items } from "../../../db/schema/collections.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import {
  jpeg,
  mp3Frame,
  mp3WithTag,
  mp4,
  multipartFile,
  ogg,
  pdf,
  pngClaiming,
  wav,
  webm,
} from "../../../test/fixtures/item-media-fixtures.ts";

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let itemId: string;
let slug: string;
const mediaDir = () => path.join(t.dataDir, "media");

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  shopper = (await signUpShopper(t.app)).headers;
  const json = async (url: string, payload: object) =>
    (await t.app.inject({ method: "POST", url, headers: admin, payload })).json();
  const institution = await json("/api/admin/repository/institutions/", {
    kind: "museum",
    name: "Huye Museum",
  });
  const collection = await json("/api/admin/repository/collections/", {
    institution: institution.id,
    title: "Photographs",
    published: true,
  });
  const item = await json("/api/admin/repository/items/", {
    type: "photograph",
    collection: collection.id,
    dc: { title: ["King's court at Nyanza"], rights: ["CC BY 4.0"] },
    published: true,
  });
  itemId = item.id;
  slug = item.slug;
});
afterAll(async () => t.close());

const upload = (bytes: Buffer, name: string, headers = admin, id = itemId) => {
  const { payload, contentType } = multipartFile(bytes, name);
  return t.app.inject({
    method: "POST",
    url: `/api/admin/repository/items/${id}/media`,
    headers: { ...headers, "content-type": contentType },
    payload,
  });
};
const mediaCount = async () => (await t.app.db.select().from(itemMedia)).length;
const publicItem = async () => (await t.app.inject({ url: `/api/repository/items/${slug}` })).json();
const storedFiles = () =>
  fs.existsSync(path.join(mediaDir(), "items")) ? fs.readdirSync(path.join(mediaDir(), "items")).length : 0;

describe("POST /api/admin/repository/items/{id}/media", () => {
  it("is for admins only: 401 without a session, 403 for a shopper, 404 for an unknown item", async () => {
    const picture = await jpeg(40, 30);
    expect((await upload(picture, "a.jpg", {})).statusCode).toBe(401);
    expect((await upload(picture, "a.jpg", shopper)).statusCode).toBe(403);
    expect((await upload(picture, "a.jpg", admin, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
    expect((await upload(picture, "a.jpg", admin, "not-a-uuid")).statusCode).toBe(404);
    expect(await mediaCount()).toBe(0);
  });

  it("stores two pictures as metadata-free JPEG masters with previews, tiles them for IIIF, in upload order", async () => {
    const before = (await publicItem()).version;
    const first = await upload(await jpeg(1200, 900), "court.jpg");
    expect(first.statusCode).toBe(201);
    const media = first.json();
    expect(media).toMatchObject({ kind: "image", mime: "image/jpeg", width: 1200, height: 900, position: 0 });
    expect(media.url).toMatch(/^\/media\/items\/[0-9a-f-]{36}\.jpg$/);
    expect(media.preview_url).toMatch(/-preview\.webp$/);
    expect(media.thumbnail_url).toMatch(/-thumb\.webp$/);
    // The rights statement beside the file: the item's until the file has its own.
    expect(media.rights).toBe("CC BY 4.0");

    const master = fs.readFileSync(path.join(mediaDir(), media.url.slice("/media/".length)));
    expect((await sharp(master).metadata()).exif).toBeUndefined();
    const info = JSON.parse(fs.readFileSync(path.join(mediaDir(), "iiif", media.id, "info.json"), "utf8"));
    expect(info).toMatchObject({ width: 1200, height: 900, type: "ImageService3", profile: "level0" });

    const second = await upload(await jpeg(600, 800), "gate.png");
    expect(second.json()).toMatchObject({ kind: "image", width: 600, height: 800, position: 1 });

    const item = await publicItem();
    expect(item.version).toBe(before + 2);
    expect(item.media.map((m: { id: string }) => m.id)).toEqual([media.id, second.json().id]);
    const manifest = await t.app.inject({ url: `/iiif/items/${itemId}/manifest.json` });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json().items).toHaveLength(2);
  });

  it("accepts sound (MP3, Ogg, WAV), video (MP4, WebM) and PDF by their bytes, whatever their names say", async () => {
    const cases: [Buffer, string, string, string][] = [
      [mp3WithTag(), "song.bin", "audio", "audio/mpeg"],
      [mp3Frame(), "song", "audio", "audio/mpeg"],
      [ogg(), "chant.txt", "audio", "audio/ogg"],
      [wav(), "drums.wav", "audio", "audio/wav"],
      [mp4(), "dance.mov", "video", "video/mp4"],
      [webm(), "dance.webm", "video", "video/webm"],
      [pdf(), "letter.pdf", "pdf", "application/pdf"],
    ];
    for (const [bytes, name, kind, mime] of cases) {
      const answer = await upload(bytes, name);
      expect(answer.statusCode, name).toBe(201);
      expect(answer.json(), name).toMatchObject({ kind, mime, width: null, preview_url: null });
      expect(answer.json().url, name).toMatch(new RegExp(`\\.${answer.json().url.split(".").pop()}$`));
    }
  });

  it("refuses files that are none of these, or only start like a picture, at the field `file` (400)", async () => {
    const count = await mediaCount();
    const files = storedFiles();
    const refusals: [Buffer, string, string][] = [
      [
        Buffer.from("just some notes, not a picture"),
        "notes.png",
        "This file is not an image, sound, video or PDF",
      ],
      [mp4("M4A "), "song.m4a", "This file is not an image, sound, video or PDF"],
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]),
        "broken.jpg",
        "cannot be read",
      ],
    ];
    for (const [bytes, name, message] of refusals) {
      const answer = await upload(bytes, name);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().file[0], name).toContain(message);
    }
    const empty = await t.app.inject({
      method: "POST",
      url: `/api/admin/repository/items/${itemId}/media`,
      headers: admin,
      payload: { file: "x" },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().file).toEqual(["Send one file in the form field “file”"]);
    const french = await upload(Buffer.from("texte"), "a.txt", { ...admin, "accept-language": "fr" });
    expect(french.json().file[0]).toContain("Ce fichier n’est pas une image");
    expect(await mediaCount()).toBe(count);
    expect(storedFiles()).toBe(files);
  });

  it("answers 413 with the kind's limit, checked by the bytes: over 40 MB, over 100 megapixels, a PDF over 50 MB", async () => {
    const count = await mediaCount();
    const files = storedFiles();
    const bigJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40 * 1024 * 1024)]);
    const tooBig = await upload(bigJpeg, "scan.jpg");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toBe("Images are limited to 40 MB.");

    const bomb = await upload(await pngClaiming(12_000, 9_000), "bomb.png");
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().detail).toBe("Images are limited to 100 megapixels.");

    const bigPdf = await upload(pdf(50 * 1024 * 1024 + 1), "book.pdf", { ...admin, "accept-language": "rw" });
    expect(bigPdf.statusCode).toBe(413);
    expect(bigPdf.json().detail).toBe("Dosiye za PDF ntizirenza MB 50.");
    expect(await mediaCount()).toBe(count);
    expect(storedFiles()).toBe(files);
  });
});

describe("an item's media: caption and rights, order, removal", () => {
  const base = () => `/api/admin/repository/items/${itemId}/media`;
  const call = (method: "PATCH" | "PUT" | "DELETE", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("sets a file's caption and rights; the public page shows them beside the file", async () => {
    const [first] = (await publicItem()).media;
    expect(
      (await call("PATCH", `${base()}/${first.id}`, { caption: "x", rights: "" }, shopper)).statusCode,
    ).toBe(403);
    const answer = await call("PATCH", `${base()}/${first.id}`, {
      caption: "The court in 1910",
      rights: "http://rightsstatements.org/vocab/NoC-NC/1.0/",
    });
    expect(answer.statusCode).toBe(200);
    const shown = (await publicItem()).media[0];
    expect(shown).toMatchObject({
      caption: "The court in 1910",
      rights: "http://rightsstatements.org/vocab/NoC-NC/1.0/",
    });
    expect(
      (await call("PATCH", `${base()}/00000000-0000-4000-8000-000000000000`, { caption: "", rights: "" }))
        .statusCode,
    ).toBe(404);
  });

  it("reorders with every id once; a missing, repeated or foreign id is a 400 and changes nothing", async () => {
    const ids: string[] = (await publicItem()).media.map((m: { id: string }) => m.id);
    const reversed = [...ids].reverse();
    for (const order of [
      ids.slice(1),
      [...ids.slice(1), ids[1]],
      [...ids.slice(1), "00000000-0000-4000-8000-000000000000"],
    ]) {
      const refused = await call("PUT", `${base()}/order`, { order });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().order).toEqual(["Send every file of this item exactly once, in the new order"]);
    }
    expect((await publicItem()).media.map((m: { id: string }) => m.id)).toEqual(ids);
    const answer = await call("PUT", `${base()}/order`, { order: reversed });
    expect(answer.statusCode).toBe(200);
    expect((await publicItem()).media.map((m: { id: string }) => m.id)).toEqual(reversed);
  });

  it("removes a picture with its files and tiles; the demo pictures' shared files are never removed", async () => {
    const image = (await publicItem()).media.find((m: { kind: string }) => m.kind === "image");
    const files = [image.url, image.preview_url, image.thumbnail_url].map((url: string) =>
      path.join(mediaDir(), url.slice("/media/".length)),
    );
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    expect((await call("DELETE", `${base()}/${image.id}`)).statusCode).toBe(204);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    expect(fs.existsSync(path.join(mediaDir(), "iiif", image.id))).toBe(false);
    expect((await publicItem()).media.some((m: { id: string }) => m.id === image.id)).toBe(false);
    expect((await call("DELETE", `${base()}/${image.id}`)).statusCode).toBe(404);

    // A moved demo picture (decision 123) names a top-level file the old tables still use.
    const shared = path.join(mediaDir(), "demo-shared.webp");
    fs.writeFileSync(
      shared,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .webp()
        .toBuffer(),
    );
    const [owner] = await t.app.db.select({ id: items.id }).from(items).where(eq(items.slug, slug));
    const [row] = await t.app.db
      .insert(itemMedia)
      .values({
        item_id: owner!.id,
        kind: "image",
        key: "demo-shared.webp",
        mime: "image/webp",
        bytes: 10,
        width: 8,
        height: 8,
        position: 9,
      })
      .returning();
    expect((await call("DELETE", `${base()}/${row!.public_id}`)).statusCode).toBe(204);
    expect(fs.existsSync(shared)).toBe(true);
    expect(await t.app.db.select().from(itemMedia).where(eq(itemMedia.id, row!.id))).toEqual([]);
  });
});
