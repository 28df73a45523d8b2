import type { ListedObject, MediaStore } from "./media-store.ts";

export interface MigrateProgress {
  done: number;
  total: number;
  bytes: number;
}

export interface MigrateResult {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size: a rerun after an interruption skips them. */
  skipped: number;
  failed: { key: string; reason: string }[];
}

/** Files in flight at once: enough to fill a link, few enough for a small machine. */
const CONCURRENCY = 4;

/**
 * Copies every file of `from` to `to` under the same key (`npm run media:migrate`). Idempotent and
 * resumable: a file the target already holds with the same size is skipped, so running it again
 * after an interruption copies only the rest. Each file is streamed, never read whole. Half-written
 * temporary files and hidden files (a write in progress, a health probe) are not media: left out.
 */
export async function migrateMedia(
  from: MediaStore,
  to: MediaStore,
  onProgress: (progress: MigrateProgress) => void = () => {},
): Promise<MigrateResult> {
  const present = new Map<string, number>();
  for await (const object of to.list("", { recursive: true })) present.set(object.key, object.bytes);
  const files: ListedObject[] = [];
  for await (const object of from.list("", { recursive: true })) {
    if (isMedia(object.key)) files.push(object);
  }
  const result: MigrateResult = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  const progress: MigrateProgress = { done: 0, total: files.length, bytes: 0 };
  onProgress(progress);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (present.get(file.key) === file.bytes) {
        result.skipped++;
      } else {
        try {
          const source = await from.stream(file.key);
          if (source) {
            await to.put(file.key, source.body, { contentType: source.contentType });
            result.copied++;
            result.copiedBytes += file.bytes;
            progress.bytes += file.bytes;
          }
        } catch (error) {
          result.failed.push({ key: file.key, reason: (error as Error).message });
        }
      }
      progress.done++;
      onProgress(progress);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  result.failed.sort((a, b) => a.key.localeCompare(b.key));
  return result;
}

function isMedia(key: string): boolean {
  return !key.split("/").some((part) => part.startsWith(".")) && !key.endsWith(".tmp");
}
