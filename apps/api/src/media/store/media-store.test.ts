import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalS3, startLocalS3 } from "../../test/s3-server.ts";
import { LocalMediaStore } from "./local-store.ts";
import { type MediaStore, MediaStoreStartError, MediaStoreUnavailable } from "./media-store.ts";
import { S3MediaStore } from "./s3-store.ts";

/** The same suite for both stores (decision 190): what callers rely on holds for each. */
interface Kind {
  name: string;
  open(): Promise<{ store: MediaStore; close(): Promise<void> }>;
  /** A store of this kind that cannot take files (a read-only disk, a bucket that does not answer). */
  broken(): MediaStore;
}

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.close());

const kinds: Kind[] = [
  {
    name: "local folder",
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-store-"));
      return { store: new LocalMediaStore(dir), close: async () => fs.rmSync(dir, { recursive: true }) };
    },
    // sysfs refuses new files to everybody, root included.
    broken: () => new LocalMediaStore("/sys/kernel"),
  },
  {
    name: "S3 bucket (s3rver on 127.0.0.1)",
    async open() {
      // A folder of its own in the shared bucket: the cases do not see each other's files.
      const prefix = randomUUID();
      const store = new S3MediaStore(s3.options);
      return { store: prefixed(store, prefix), close: async () => store.deleteFolder(prefix) };
    },
    // Nothing listens on port 9 of this machine.
    broken: () => new S3MediaStore({ ...s3.options, endpoint: "http://127.0.0.1:9" }),
  },
];

const bytesOf = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each(kinds)("the media store: $name", (kind) => {
  let store: MediaStore;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ store, close } = await kind.open());
  });
  afterAll(async () => close?.());

  it("puts, reads, streams, ranges, lists and deletes files by key", async () => {
    await store.put("a.webp", Buffer.from("picture"));
    await store.put("items/b.jpg", Buffer.from("master"));
    await store.put("iiif/c/info.json", Buffer.from("{}"));
    expect((await store.get("a.webp"))?.toString()).toBe("picture");
    expect(await store.get("missing.webp")).toBeNull();
    expect(await store.exists("items/b.jpg")).toBe(true);
    expect(await store.exists("items/none.jpg")).toBe(false);

    const streamed = (await store.stream("items/b.jpg"))!;
    expect(streamed.bytes).toBe(6);
    expect(streamed.contentType).toBe("image/jpeg");
    expect((await bytesOf(streamed.body)).toString()).toBe("master");
    const part = (await store.stream("items/b.jpg", { start: 1, end: 3 }))!;
    expect(part.range).toEqual({ start: 1, end: 3, total: 6 });
    expect((await bytesOf(part.body)).toString()).toBe("ast");
    expect(await store.stream("nothing/here.jpg")).toBeNull();

    const keys = async (prefix: string, recursive = false) => {
      const found: string[] = [];
      for await (const object of store.list(prefix, { recursive })) found.push(object.key);
      return found.sort();
    };
    expect(await keys("")).toEqual(["a.webp"]);
    expect(await keys("items")).toEqual(["items/b.jpg"]);
    expect(await keys("", true)).toEqual(["a.webp", "iiif/c/info.json", "items/b.jpg"]);
    expect((await store.listFolders("iiif")).map((folder) => folder.name)).toEqual(["c"]);

    await store.delete(["a.webp", "never-there.webp"]);
    expect(await store.exists("a.webp")).toBe(false);
    await store.deleteFolder("iiif/c");
    expect(await keys("", true)).toEqual(["items/b.jpg"]);
    await expect(store.put("../escape.webp", Buffer.from("x"))).rejects.toThrow(/not a media key/);
  });

  it("streams a 12 MB upload through without holding it whole, and it reads back byte for byte", async () => {
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const source = new Readable({
      read() {
        if (sent === 12) return this.push(null);
        chunk.fill(sent++);
        this.push(Buffer.from(chunk));
      },
    });
    expect(await store.put("items/video.mp4", source)).toEqual({ bytes: 12 * 1024 * 1024 });
    const read = (await store.stream("items/video.mp4"))!;
    expect(read.bytes).toBe(12 * 1024 * 1024);
    const back = await bytesOf(read.body);
    expect(back.length).toBe(12 * 1024 * 1024);
    expect([back[0], back[5 * 1024 * 1024], back[back.length - 1]]).toEqual([0, 5, 11]);
  }, 60_000);

  it("commits a staged folder as one set, its last file last", async () => {
    const staged = await store.stageDirectory("iiif/set", "info.json");
    fs.mkdirSync(path.join(staged.dir, "full", "max", "0"), { recursive: true });
    fs.writeFileSync(path.join(staged.dir, "full", "max", "0", "default.jpg"), "tile");
    fs.writeFileSync(path.join(staged.dir, "info.json"), '{"width":1}');
    expect(await store.exists("iiif/set/info.json")).toBe(false);
    await staged.commit();
    await staged.discard();
    expect(fs.existsSync(staged.dir)).toBe(false);
    expect((await store.get("iiif/set/full/max/0/default.jpg"))?.toString()).toBe("tile");
    expect((await store.get("iiif/set/info.json"))?.toString()).toBe('{"width":1}');
  });

  it("says it is writable, and has a public URL under /media/ when none is configured", async () => {
    expect(await store.writable()).toBe(true);
    await store.assertReady();
    expect(store.publicUrl("items/b.jpg")).toMatch(/^\/media\/(.+\/)?items\/b\.jpg$/);
  });

  it("refuses writes with a 503 when it cannot take files, and says so in its health", async () => {
    const broken = kind.broken();
    const error = await broken.put(`${randomUUID()}.webp`, Buffer.from("x")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaStoreUnavailable);
    expect((error as MediaStoreUnavailable).statusCode).toBe(503);
    expect(await broken.writable()).toBe(false);
  }, 30_000);
});

describe("S3 only", () => {
  it("gives short-lived presigned URLs that fetch the file, and MEDIA_PUBLIC_URL as the public URL", async () => {
    const store = new S3MediaStore({ ...s3.options, publicUrl: "https://cdn.example.rw/media/" });
    await store.put("restricted/letter.pdf", Buffer.from("%PDF-1.7 secret"));
    const url = await store.presignedUrl("restricted/letter.pdf", 60);
    expect(url).toMatch(/X-Amz-Expires=60/);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("%PDF-1.7 secret");
    expect(store.publicUrl("items/a.jpg")).toBe("https://cdn.example.rw/media/items/a.jpg");
    await store.delete(["restricted/letter.pdf"]);
  });

  it("stops the start with one line naming the bucket when it does not answer", async () => {
    const store = new S3MediaStore({ ...s3.options, endpoint: "http://127.0.0.1:9" });
    const error = await store.assertReady().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaStoreStartError);
    expect((error as Error).message).toMatch(
      /^Cannot reach the media bucket "heritage-media" at http:\/\/127\.0\.0\.1:9 \(.+\): check S3_ENDPOINT/,
    );
    expect((error as Error).message).not.toContain("\n");
  }, 30_000);
});

/** The store seen through a folder: keys are prefixed, listings unprefixed. */
function prefixed(store: S3MediaStore, prefix: string): MediaStore {
  const inside = (key: string) => `${prefix}/${key}`;
  const outside = (key: string) => key.slice(prefix.length + 1);
  return {
    kind: store.kind,
    put: (key, body, options) => store.put(inside(key), body, options),
    get: (key) => store.get(inside(key)),
    stream: (key, range) => store.stream(inside(key), range),
    exists: (key) => store.exists(inside(key)),
    delete: (keys) => store.delete(keys.map(inside)),
    deleteFolder: (folder) => store.deleteFolder(inside(folder)),
    async *list(listPrefix, options) {
      for await (const object of store.list(listPrefix === "" ? prefix : inside(listPrefix), options)) {
        yield { ...object, key: outside(object.key) };
      }
    },
    listFolders: (folder) => store.listFolders(inside(folder)),
    publicUrl: (key) => store.publicUrl(inside(key)),
    presignedUrl: (key, seconds) => store.presignedUrl(inside(key), seconds),
    writable: () => store.writable(),
    assertReady: () => store.assertReady(),
    stageDirectory: (folder, lastFile) => store.stageDirectory(inside(folder), lastFile),
    localPath: () => null,
  };
}
