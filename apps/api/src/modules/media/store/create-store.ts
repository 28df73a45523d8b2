import path from "node:path";
import type { AppConfig } from "../../../config.ts";
import { LocalMediaStore } from "./local-store.ts";
import type { MediaStore } from "./media-store.ts";

/** The media folder of the local store: DATA_DIR/media. */
export function localMediaDir(config: Pick<AppConfig, "dataDir">): string {
  return path.resolve(config.dataDir, "media");
}

/** The store the configuration names (MEDIA_STORE; the local folder unless told otherwise). */
export function createMediaStore(config: Pick<AppConfig, "dataDir">): MediaStore {
  return new LocalMediaStore(localMediaDir(config));
}
