import path from "node:path";
import { LocalMediaStore } from "./local-store.ts";
import type { MediaStore } from "./media-store.ts";
import type { S3StoreOptions } from "./s3-store.ts";

/** Where media live (decision 190): the local folder DATA_DIR/media, or an S3 bucket. */
export type MediaConfig = { store: "local" } | { store: "s3"; s3: S3StoreOptions };

/** The media folder of the local store: DATA_DIR/media. */
export function localMediaDir(config: { dataDir: string }): string {
  return path.resolve(config.dataDir, "media");
}

/**
 * The store the configuration names (MEDIA_STORE; the local folder unless told otherwise). The
 * AWS SDK is loaded only for S3, so a local start does not pay for it.
 */
export async function createMediaStore(config: {
  dataDir: string;
  media?: MediaConfig;
}): Promise<MediaStore> {
  if (config.media?.store !== "s3") return new LocalMediaStore(localMediaDir(config));
  // The SDK warns once that its 2027 releases will need Node 22; this server runs on Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { S3MediaStore } = await import("./s3-store.ts");
  return new S3MediaStore(config.media.s3);
}
