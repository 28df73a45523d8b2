import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  type ByteRange,
  checkKey,
  contentTypeOf,
  type ListedFolder,
  type ListedObject,
  type MediaStore,
  MediaStoreUnavailable,
  type StagedDirectory,
  type StoredObject,
} from "./media-store.ts";
import { PRIVATE_PREFIX } from "./zones.ts";

const UNWRITABLE = new Set(["EROFS", "EACCES", "EPERM", "ENOSPC", "EDQUOT", "ENOTDIR"]);

/** A file system error that says the directory cannot take new files (read-only, no rights, full). */
export function isUnwritable(error: unknown): boolean {
  return UNWRITABLE.has((error as NodeJS.ErrnoException).code ?? "");
}

/** How long one answer of writable() is reused: health checks may come many a second. */
const PROBE_REUSE_MS = 5_000;

/**
 * The media store of one machine: files under DATA_DIR/media, key = path below it. Served by
 * @fastify/static (plugins/static-files.ts), so ranges, ETags and 304s come for free. A second
 * machine cannot see these files: with several API processes on several machines, use S3.
 *
 * Keys under `private/` (files not open to everyone, decision 199) live in a sibling folder,
 * DATA_DIR/media-private, which nothing serves as static files: the public folder holds no
 * restricted file, whatever URL is guessed or kept.
 */
export class LocalMediaStore implements MediaStore {
  readonly kind = "local";
  readonly root: string;
  readonly privateRoot: string;
  private probe: { at: number; writable: Promise<boolean> } | null = null;

  constructor(root: string, privateRoot = `${path.resolve(root)}-private`) {
    this.root = path.resolve(root);
    this.privateRoot = path.resolve(privateRoot);
  }

  localPath(key: string): string {
    checkKey(key);
    const [root, rest] = key.startsWith(PRIVATE_PREFIX)
      ? [this.privateRoot, key.slice(PRIVATE_PREFIX.length)]
      : [this.root, key];
    const file = path.resolve(root, rest);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`media key outside the store: ${key}`);
    return file;
  }

  async put(key: string, body: Buffer | Readable): Promise<{ bytes: number }> {
    const file = this.localPath(key);
    // Each file through a rename: a file under its final name is always complete.
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(body)) await fs.writeFile(temporary, body);
      else await pipeline(body, createWriteStream(temporary));
      const { size } = await fs.stat(temporary);
      await fs.rename(temporary, file);
      return { bytes: size };
    } catch (error) {
      await fs.rm(temporary, { force: true });
      // A read-only or full disk is the server's state, not the request's fault: 503, not 500.
      if (isUnwritable(error)) throw new MediaStoreUnavailable(error);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    return fs.readFile(this.localPath(key)).catch(missingAsNull);
  }

  async stream(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.localPath(key);
    const stat = await fs.stat(file).catch(missingAsNull);
    if (!stat?.isFile()) return null;
    const end = range ? Math.min(range.end ?? stat.size - 1, stat.size - 1) : stat.size - 1;
    const start = range ? Math.min(range.start, end + 1) : 0;
    return {
      body: stat.size === 0 ? createReadStream(file) : createReadStream(file, { start, end }),
      bytes: end - start + 1,
      ...(range ? { range: { start, end, total: stat.size } } : {}),
      contentType: contentTypeOf(key),
      modified: stat.mtime,
    };
  }

  async exists(key: string): Promise<boolean> {
    return fs
      .access(this.localPath(key))
      .then(() => true)
      .catch(() => false);
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.rm(this.localPath(key), { force: true })));
  }

  async deleteFolder(folder: string): Promise<void> {
    await fs.rm(this.localPath(folder), { recursive: true, force: true });
  }

  async *list(prefix: string, options: { recursive?: boolean } = {}): AsyncIterable<ListedObject> {
    const folder = prefix.replace(/\/$/, "");
    const recursive = options.recursive ?? false;
    if (folder === "") {
      yield* this.walk(this.root, this.root, "", recursive);
      // The private folder is the `private/` folder of the store's keys (listed as S3 lists it).
      if (recursive) yield* this.walk(this.privateRoot, this.privateRoot, PRIVATE_PREFIX, true);
      return;
    }
    const isPrivate = `${folder}/`.startsWith(PRIVATE_PREFIX);
    const [root, keyPrefix] = isPrivate ? [this.privateRoot, PRIVATE_PREFIX] : [this.root, ""];
    const base = folder === PRIVATE_PREFIX.slice(0, -1) ? this.privateRoot : this.localPath(folder);
    yield* this.walk(base, root, keyPrefix, recursive);
  }

  async listFolders(folder: string): Promise<ListedFolder[]> {
    const dir = folder === PRIVATE_PREFIX.slice(0, -1) ? this.privateRoot : this.localPath(folder);
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(missingAsNull);
    const folders: ListedFolder[] = [];
    for (const entry of entries ?? []) {
      if (!entry.isDirectory()) continue;
      const stat = await fs.stat(path.join(dir, entry.name)).catch(() => null);
      if (stat) folders.push({ name: entry.name, modified: stat.mtime });
    }
    return folders;
  }

  private async *walk(
    dir: string,
    root: string,
    keyPrefix: string,
    recursive: boolean,
  ): AsyncIterable<ListedObject> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(missingAsNull);
    for (const entry of entries ?? []) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (recursive) yield* this.walk(file, root, keyPrefix, true);
        continue;
      }
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const key = keyPrefix + path.relative(root, file).split(path.sep).join("/");
      yield { key, bytes: stat.size, modified: stat.mtime };
    }
  }

  publicUrl(key: string): string {
    return `/media/${checkKey(key)}`;
  }

  async presignedUrl(): Promise<string | null> {
    return null;
  }

  /**
   * Whether a new file can be created in the folder, found by creating (and removing) one: the
   * only test that also holds for root, whom permission bits do not stop. Cached a few seconds.
   */
  writable(): Promise<boolean> {
    if (this.probe && Date.now() - this.probe.at < PROBE_REUSE_MS) return this.probe.writable;
    const probe = path.join(this.root, `.probe-${process.pid}-${randomUUID()}`);
    const writable = fs
      .writeFile(probe, "")
      .then(() => fs.rm(probe, { force: true }))
      .then(() => true)
      .catch(() => false);
    this.probe = { at: Date.now(), writable };
    return writable;
  }

  /** The folder is created by the server's start (static-files.ts); its errors are reported there. */
  async assertReady(): Promise<void> {}

  /** Built in a dot-folder beside the final one and renamed into place: one step for readers. */
  async stageDirectory(folder: string): Promise<StagedDirectory> {
    const finalDir = this.localPath(folder);
    const workDir = path.join(path.dirname(finalDir), `.tmp-${randomUUID()}`);
    await fs.mkdir(workDir, { recursive: true });
    const dir = path.join(workDir, "set");
    return {
      dir,
      commit: async () => {
        await fs.rename(dir, finalDir).catch(async (error: NodeJS.ErrnoException) => {
          // Another process finished the same set first: its set is as good as ours.
          if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
        });
      },
      discard: () => fs.rm(workDir, { recursive: true, force: true }),
    };
  }
}

function missingAsNull(error: NodeJS.ErrnoException): null {
  if (error.code === "ENOENT" || error.code === "ENOTDIR") return null;
  throw error;
}
