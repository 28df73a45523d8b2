import path from "node:path";
import type { AppConfig } from "../../../config.ts";
import { LocalMediaStore } from "./local-store.ts";
import type { MediaStore } from "./media-store.ts";

/** The media folder of the local store: DATA_DIR/media. */
export function localMediaDir(config: Pick<AppConfig, "dataDir">): string {
  return path.resolve(config.dataDir, "media");
}

/**
 * The store the configuration names (MEDIA_STORE; the local folder unless told otherwise). The
 * AWS SDK is loaded only for S3, so a local start does not pay for it.
 */
export async function createMediaStore(config: Pick<AppConfig, "dataDir" | "media">): Promise<MediaStore> {
  if (config.media?.store !== "s3") return new LocalMediaStore(localMediaDir(config));
  // The SDK warns once that its 2027 releases will need Node 22; this server runs on Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  const { S3MediaStore } = await import("./s3-store.ts");
  return new S3MediaStore(config.media.s3);
}
