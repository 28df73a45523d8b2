import type { Readable } from "node:stream";
import { messages } from "@heritage/domain/messages";
import { HttpError } from "../../lib/http-errors.ts";

/**
 * Where uploaded files live, whichever machine answers (decision 190). Keys are relative paths
 * with `/` separators ("<uuid>.webp", "items/<uuid>.jpg", "iiif/<uuid>/info.json"); the same key
 * names the same file in every implementation, so media can move between stores unchanged.
 *
 * Two implementations: LocalMediaStore (a folder under DATA_DIR, the default) and S3MediaStore
 * (any S3-compatible bucket). Code that stores or reads media goes through this interface only.
 */
export interface MediaStore {
  readonly kind: "local" | "s3";
  /**
   * Writes one file whole-or-nothing: a reader never sees it half-written. A stream is piped
   * through (never gathered in memory). Throws MediaStoreUnavailable when the store cannot take
   * files (read-only or full disk, bucket unreachable).
   */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<{ bytes: number }>;
  /** The whole file, or null when there is none. For small files (info.json); use stream otherwise. */
  get(key: string): Promise<Buffer | null>;
  /** The file (or the bytes of `range`) as a stream with its size, or null when there is none. */
  stream(key: string, range?: ByteRange): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes files; missing ones are fine. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes a folder and everything under it (a tile set: "iiif/<uuid>"); a missing one is fine. */
  deleteFolder(folder: string): Promise<void>;
  /**
   * The files under `prefix` ("" for the top level). Not recursive unless asked: the top level
   * holds the pictures, sub-folders (items/, iiif/) are listed on their own.
   */
  list(prefix: string, options?: { recursive?: boolean }): AsyncIterable<ListedObject>;
  /** The folders directly inside `folder` (the tile sets inside "iiif"), with their age if known. */
  listFolders(folder: string): Promise<ListedFolder[]>;
  /**
   * The URL browsers fetch a public file at: MEDIA_PUBLIC_URL/<key> when a CDN or public bucket
   * is configured, else /media/<key> (answered by this API from the store).
   */
  publicUrl(key: string): string;
  /**
   * A short-lived URL that lets one person fetch a file that needs authorisation, checked by the
   * caller first; null when the store has none (the local folder): stream it through the API then.
   */
  presignedUrl(key: string, seconds: number): Promise<string | null>;
  /** Whether a new file can be written now (health checks); cached a few seconds. */
  writable(): Promise<boolean>;
  /** At start: throws MediaStoreStartError (one line for the operator) when the store cannot be used. */
  assertReady(): Promise<void>;
  /**
   * A local scratch folder whose files become the store's folder `folder` on commit, all at once
   * as far as readers can tell (the IIIF tile sets sharp writes to disk). `lastFile` (relative to
   * the folder) is stored last: its presence means the set is complete.
   */
  stageDirectory(folder: string, lastFile: string): Promise<StagedDirectory>;
  /** The file's path on this machine's disk (local store), else null: sharp reads paths faster. */
  localPath(key: string): string | null;
}

export interface PutOptions {
  contentType?: string;
}

/** Bytes start..end of a file, both included (HTTP Range); no end: to the end of the file. */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface StoredObject {
  body: Readable;
  /** Bytes in `body` (the range's length when a range was asked for). */
  bytes: number;
  /** Set when a range was asked for and answered: what `body` holds out of `total`. */
  range?: { start: number; end: number; total: number };
  contentType?: string;
  modified?: Date;
  etag?: string;
}

export interface ListedObject {
  key: string;
  bytes: number;
  modified: Date;
}

export interface ListedFolder {
  name: string;
  /** Local folders only: object storage has no folders, only keys with a common prefix. */
  modified: Date | null;
}

export interface StagedDirectory {
  /** Absolute path of the scratch folder to write into. */
  dir: string;
  /** Makes the folder's files the store's; a set already there (another process won) is kept. */
  commit(): Promise<void>;
  /** Removes the scratch folder (always call it, after commit too). */
  discard(): Promise<void>;
}

/** The store named by the environment cannot be used: the server stops with this one line. */
export class MediaStoreStartError extends Error {}

/** The store cannot take or give files now: a 503 with a detail, never a 500. */
export class MediaStoreUnavailable extends HttpError {
  constructor(readonly reason?: unknown) {
    super(503, messages.media.storeUnavailable);
  }
}

/** A key the stores accept: relative, `/`-separated, no `..`, no leading dot folder tricks. */
export function checkKey(key: string): string {
  if (
    key === "" ||
    key.startsWith("/") ||
    key.includes("\\") ||
    key.includes("\0") ||
    key.split("/").some((part) => part === "" || part === "." || part === "..")
  ) {
    throw new Error(`not a media key: ${key}`);
  }
  return key;
}

/** The content type of a stored file, from its name (the stores keep it, S3 sends it back). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  tif: "image/tiff",
  tiff: "image/tiff",
  json: "application/json",
  mp3: "audio/mpeg",
  ogg: "audio/ogg",
  oga: "audio/ogg",
  wav: "audio/wav",
  mp4: "video/mp4",
  webm: "video/webm",
  pdf: "application/pdf",
  vtt: "text/vtt; charset=utf-8",
};
