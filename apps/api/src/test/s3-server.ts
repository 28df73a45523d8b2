import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3StoreOptions } from "../media/store/s3-store.ts";

export interface LocalS3 {
  /** Options of an S3MediaStore on this server's bucket. */
  options: S3StoreOptions;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server on 127.0.0.1 (s3rver: the S3 REST API over a folder), one bucket, no
 * network beyond this machine. The AWS SDK speaks to it exactly as to a bucket elsewhere.
 */
export async function startLocalS3(bucket = "heritage-media"): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    options: { bucket, region: "us-east-1", endpoint, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
