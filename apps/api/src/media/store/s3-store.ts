import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Readable, Transform } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import {
  type ByteRange,
  checkKey,
  contentTypeOf,
  type ListedFolder,
  type ListedObject,
  type MediaStore,
  MediaStoreStartError,
  MediaStoreUnavailable,
  type PutOptions,
  type StagedDirectory,
  type StoredObject,
} from "./media-store.ts";
import { describeS3Error, isMissing, rangeTotal, statusOf } from "./s3-answers.ts";

export interface S3StoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, Garage, R2...); the AWS endpoint of `region` when absent. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** MEDIA_PUBLIC_URL: a CDN or public bucket URL that serves the keys below it. */
  publicUrl?: string;
}

/** How long one answer of writable() is reused: health checks may come many a second. */
const PROBE_REUSE_MS = 5_000;
/** Multipart parts in flight per upload: memory per streamed upload is about parts × 5 MB. */
const UPLOAD_QUEUE = 2;
/** Files of a staged tile set sent at once. */
const COMMIT_CONCURRENCY = 8;

/**
 * Media in an S3-compatible bucket (MEDIA_STORE=s3, decision 191): every API process on every
 * machine sees the same files. A bucket that does not answer makes writes throw
 * MediaStoreUnavailable (503) within seconds, not after the SDK's long default retries.
 */
export class S3MediaStore implements MediaStore {
  readonly kind = "s3";
  readonly client: S3Client;
  private probe: { at: number; writable: Promise<boolean> } | null = null;

  constructor(readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 3_000, requestTimeout: 60_000 },
    });
  }

  get bucket(): string {
    return this.options.bucket;
  }

  localPath(): null {
    return null;
  }

  async put(key: string, body: Buffer | Readable, options: PutOptions = {}): Promise<{ bytes: number }> {
    const params = {
      Bucket: this.bucket,
      Key: checkKey(key),
      ContentType: options.contentType ?? contentTypeOf(key),
    };
    try {
      if (Buffer.isBuffer(body)) {
        await this.client.send(new PutObjectCommand({ ...params, Body: body, ContentLength: body.length }));
        return { bytes: body.length };
      }
      // A stream of unknown length: multipart, a few 5 MB parts in memory at a time, never the whole.
      let bytes = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done(null, chunk);
        },
      });
      body.on("error", (error) => counted.destroy(error));
      body.pipe(counted);
      await new Upload({
        client: this.client,
        params: { ...params, Body: counted },
        queueSize: UPLOAD_QUEUE,
      }).done();
      return { bytes };
    } catch (error) {
      // The upload's own stream failing (a client that went away) is not the store's fault.
      if (!Buffer.isBuffer(body) && body.errored) throw body.errored;
      throw new MediaStoreUnavailable(error);
    }
  }

  async get(key: string): Promise<Buffer | null> {
    const object = await this.stream(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string, range?: ByteRange): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: range ? `bytes=${range.start}-${range.end ?? ""}` : undefined,
        }),
      );
      const total = rangeTotal(answer.ContentRange);
      return {
        body: answer.Body as Readable,
        bytes: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? contentTypeOf(key),
        modified: answer.LastModified,
        etag: answer.ETag,
        ...(range && total !== null
          ? { range: { start: range.start, end: range.start + (answer.ContentLength ?? 1) - 1, total } }
          : {}),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      // A range past the end (416): the whole file, as HTTP allows.
      if (range && statusOf(error) === 416) return this.stream(key);
      throw new MediaStoreUnavailable(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw new MediaStoreUnavailable(error);
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000).map((key) => ({ Key: checkKey(key) }));
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }),
      );
    }
  }

  async deleteFolder(folder: string): Promise<void> {
    const keys: string[] = [];
    for await (const object of this.list(checkKey(folder), { recursive: true })) keys.push(object.key);
    await this.delete(keys);
  }

  async *list(prefix: string, options: { recursive?: boolean } = {}): AsyncIterable<ListedObject> {
    const folder = prefix === "" ? "" : `${checkKey(prefix.replace(/\/$/, ""))}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: folder,
          Delimiter: options.recursive ? undefined : "/",
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key || object.Key.endsWith("/")) continue;
        yield { key: object.Key, bytes: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async listFolders(folder: string): Promise<ListedFolder[]> {
    const prefix = `${checkKey(folder)}/`;
    const folders: ListedFolder[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: "/",
          ContinuationToken: token,
        }),
      );
      for (const common of page.CommonPrefixes ?? []) {
        const name = common.Prefix?.slice(prefix.length).replace(/\/$/, "");
        if (name) folders.push({ name, modified: null });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return folders;
  }

  publicUrl(key: string): string {
    const base = this.options.publicUrl?.replace(/\/+$/, "");
    return base ? `${base}/${checkKey(key)}` : `/media/${checkKey(key)}`;
  }

  presignedUrl(key: string, seconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), {
      expiresIn: seconds,
    });
  }

  /** The bucket answers and these credentials may use it (HeadBucket); cached a few seconds. */
  writable(): Promise<boolean> {
    if (this.probe && Date.now() - this.probe.at < PROBE_REUSE_MS) return this.probe.writable;
    const writable = this.client
      .send(new HeadBucketCommand({ Bucket: this.bucket }))
      .then(() => true)
      .catch(() => false);
    this.probe = { at: Date.now(), writable };
    return writable;
  }

  async assertReady(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const where = this.options.endpoint ?? `AWS region ${this.options.region}`;
      const reason = (error as Error).name === "NotFound" ? "no such bucket" : describeS3Error(error);
      throw new MediaStoreStartError(
        `Cannot reach the media bucket "${this.bucket}" at ${where} (${reason}): check S3_ENDPOINT, S3_BUCKET and the S3 credentials, or unset MEDIA_STORE.`,
      );
    }
  }

  /** Built on this machine's disk, then uploaded file by file with `lastFile` last. */
  async stageDirectory(folder: string, lastFile: string): Promise<StagedDirectory> {
    const prefix = checkKey(folder);
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "heritage-stage-"));
    const dir = path.join(workDir, "set");
    return {
      dir,
      commit: async () => {
        const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
          );
        const first = files.filter((file) => file !== lastFile);
        for (let start = 0; start < first.length; start += COMMIT_CONCURRENCY) {
          await Promise.all(
            first
              .slice(start, start + COMMIT_CONCURRENCY)
              .map(async (file) => this.put(`${prefix}/${file}`, await fs.readFile(path.join(dir, file)))),
          );
        }
        if (files.includes(lastFile)) {
          await this.put(`${prefix}/${lastFile}`, await fs.readFile(path.join(dir, lastFile)));
        }
      },
      discard: () => fs.rm(workDir, { recursive: true, force: true }),
    };
  }
}
