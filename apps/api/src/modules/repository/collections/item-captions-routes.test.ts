import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { items } from "../../../db/schema/collections.ts";
import { checkedCaptions } from "../../../media/captions-vtt.ts";
import { signInAdmin, signUpShopper } from "../../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../../test/build-test-app.ts";
import { mp3Frame, multipartFile, pdf, webm } from "../../../test/fixtures/item-media-fixtures.ts";

let t: TestApp;
let admin: Record<string, string>;
let shopper: Record<string, string>;
let itemId: string;
let slug: string;
const media: Record<"video" | "sound" | "pdf", string> = { video: "", sound: "", pdf: "" };

const VTT =
  "WEBVTT\n\n00:00.000 --> 00:04.000\nIngoma z'ibwami zivuga.\n\n00:04.000 --> 00:09.500\nThe royal drums speak.\n";

const send = (method: "POST" | "PUT", url: string, bytes: Buffer, name: string, headers = admin) => {
  const { payload, contentType } = multipartFile(bytes, name);
  return t.app.inject({ method, url, headers: { ...headers, "content-type": contentType }, payload });
};
const captionsUrl = (id: string, mediaId: string) =>
  `/api/admin/repository/items/${id}/media/${mediaId}/captions`;
const putCaptions = (mediaId: string, text: string | Buffer, headers = admin) =>
  send(
    "PUT",
    captionsUrl(itemId, mediaId),
    Buffer.isBuffer(text) ? text : Buffer.from(text),
    "c.vtt",
    headers,
  );
const publicMedia = async () =>
  (await t.app.inject({ url: `/api/repository/items/${slug}` })).json().media as {
    id: string;
    captions_url: string | null;
  }[];

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await signInAdmin(t.app)).headers;
  shopper = (await signUpShopper(t.app)).headers;
  const json = async (url: string, payload: object) =>
    (await t.app.inject({ method: "POST", url, headers: admin, payload })).json();
  const institution = await json("/api/admin/repository/institutions/", {
    kind: "archive",
    name: "Sound archive",
  });
  const collection = await json("/api/admin/repository/collections/", {
    institution: institution.id,
    title: "Recordings",
    published: true,
  });
  const item = await json("/api/admin/repository/items/", {
    type: "video",
    collection: collection.id,
    dc: { title: ["Royal drummers of Nyanza"] },
    published: true,
  });
  itemId = item.id;
  slug = item.slug;
  const url = `/api/admin/repository/items/${itemId}/media`;
  media.video = (await send("POST", url, webm(), "drums.webm")).json().id;
  media.sound = (await send("POST", url, mp3Frame(), "drums.mp3")).json().id;
  media.pdf = (await send("POST", url, pdf(), "notes.pdf")).json().id;
});
afterAll(async () => t.close());

describe("captions of an item's sound or video (decision 118)", () => {
  it("stores a WebVTT file, serves it as text/vtt beside the video, and replaces and removes it", async () => {
    const answer = await putCaptions(media.video, VTT);
    expect(answer.statusCode, answer.body).toBe(200);
    const first = answer.json().captions_url as string;
    expect(first).toMatch(/^\/media\/items\/[0-9a-f-]{36}\.vtt$/);
    expect((await publicMedia()).find((m) => m.id === media.video)?.captions_url).toBe(first);
    expect((await publicMedia()).find((m) => m.id === media.sound)?.captions_url).toBeNull();
    const file = await t.app.inject({ url: first });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("text/vtt; charset=utf-8");
    expect(file.body).toBe(VTT);

    // A byte-order mark and Windows line ends are WebVTT too; the old file goes.
    const second = (
      await putCaptions(
        media.video,
        `\uFEFFWEBVTT - drums\r\n\r\n01:00:00.000 --> 01:00:02.000\r\nIngoma\r\n`,
      )
    ).json().captions_url as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(t.dataDir, "media", first.slice("/media/".length)))).toBe(false);
    expect((await t.app.inject({ url: first })).statusCode).toBe(404);

    const removed = await t.app.inject({
      method: "DELETE",
      url: captionsUrl(itemId, media.video),
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await publicMedia()).find((m) => m.id === media.video)?.captions_url).toBeNull();
    expect(fs.existsSync(path.join(t.dataDir, "media", second.slice("/media/".length)))).toBe(false);
  });

  it("gives a sound recording captions too, served only while the item may be seen", async () => {
    const answer = await putCaptions(media.sound, VTT);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ kind: "audio", captions_url: expect.stringMatching(/\.vtt$/) });
    // The file gate knows captions: those of an item nobody may see are not served (decision 162).
    await t.app.db.update(items).set({ published: false }).where(eq(items.public_id, itemId));
    expect((await t.app.inject({ url: answer.json().captions_url })).statusCode).toBe(404);
    await t.app.db.update(items).set({ published: true }).where(eq(items.public_id, itemId));
    // Removing the recording removes its captions' file too.
    const file = path.join(t.dataDir, "media", answer.json().captions_url.slice("/media/".length));
    expect(fs.existsSync(file)).toBe(true);
    const url = `/api/admin/repository/items/${itemId}/media/${media.sound}`;
    expect((await t.app.inject({ method: "DELETE", url, headers: admin })).statusCode).toBe(204);
    expect(fs.existsSync(file)).toBe(false);
  });

  it("refuses what is not WebVTT with a field message, and stores nothing", async () => {
    const before = fs.readdirSync(path.join(t.dataDir, "media", "items")).length;
    for (const bad of [
      "1\n00:00:00,000 --> 00:00:04,000\nAn SRT file\n",
      "WEBVTTX\n\n00:00.000 --> 00:04.000\nno\n",
      "WEBVTT\n\nNo timed cue at all.\n",
      Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe, 0x0a]),
      "WEBVTT\n\n00:00.000 --> 00:04.000\nnul\u0000\n",
    ]) {
      const answer = await putCaptions(media.video, bad);
      expect(answer.statusCode, String(bad)).toBe(400);
      expect(answer.json().file).toEqual([
        "Captions must be a WebVTT file (.vtt) in UTF-8 that starts with “WEBVTT” and has at least one timed cue",
      ]);
    }
    expect(fs.readdirSync(path.join(t.dataDir, "media", "items")).length).toBe(before);
  });

  it("answers 413 beyond 1 MB, 400 for a PDF's captions, 404 for an unknown file, 403 for a shopper", async () => {
    const big = `${VTT}${"x".repeat(1024 * 1024)}`;
    const tooLarge = await putCaptions(media.video, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe("Caption files are limited to 1 MB.");
    const forPdf = await putCaptions(media.pdf, VTT);
    expect(forPdf.statusCode).toBe(400);
    expect(forPdf.json().file).toEqual(["Only a sound or video file can have captions"]);
    const unknown = await send(
      "PUT",
      captionsUrl(itemId, "6f0c2f2e-8a59-4c43-9b7c-0d1e2f3a4b5c"),
      Buffer.from(VTT),
      "c.vtt",
    );
    expect(unknown.statusCode).toBe(404);
    expect((await putCaptions(media.video, VTT, shopper)).statusCode).toBe(403);
    const empty = await t.app.inject({
      method: "PUT",
      url: captionsUrl(itemId, media.video),
      headers: admin,
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe("checkedCaptions", () => {
  it("accepts hour-less and hour timestamps and a header line after the signature", () => {
    expect(() => checkedCaptions(Buffer.from(VTT), false)).not.toThrow();
    expect(() =>
      checkedCaptions(
        Buffer.from("WEBVTT Kinyarwanda\n\n100:00:00.000 --> 100:00:01.000 align:start\nYego\n"),
        false,
      ),
    ).not.toThrow();
  });
});
