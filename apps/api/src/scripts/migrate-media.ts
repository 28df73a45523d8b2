import { configFromEnv, loadEnv } from "../config.ts";
import { createMediaStore, localMediaDir } from "../media/store/create-store.ts";
import { LocalMediaStore } from "../media/store/local-store.ts";
import { type MigrateProgress, migrateMedia } from "../media/store/migrate.ts";

/**
 * `npm run media:migrate`: copies DATA_DIR/media into the bucket MEDIA_STORE=s3 and S3_* name,
 * keys unchanged (records keep their /media/ URLs). Safe to stop and run again: what the bucket
 * already holds is skipped. Run it before switching the servers to MEDIA_STORE=s3, and once more
 * after (for uploads made in between); the local folder is left as it was.
 */
async function main(): Promise<void> {
  const config = configFromEnv(loadEnv());
  if (config.media?.store !== "s3") {
    throw new Error(
      "Set MEDIA_STORE=s3 and S3_BUCKET (with S3_ENDPOINT and credentials) to name the bucket to copy into.",
    );
  }
  const from = new LocalMediaStore(localMediaDir(config));
  const to = await createMediaStore(config);
  await to.assertReady();
  const started = Date.now();
  const result = await migrateMedia(from, to, progressBar());
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stderr.write("\n");
  console.log(
    `copied ${result.copied} file(s) (${megabytes(result.copiedBytes)}), skipped ${result.skipped} already in the bucket, ${result.failed.length} failed, in ${seconds} s from ${from.root}`,
  );
  for (const failure of result.failed) console.log(`failed: ${failure.key}: ${failure.reason}`);
  if (result.failed.length > 0) process.exitCode = 1;
}

/** A bar on a terminal, a line every 10 % otherwise (logs). */
function progressBar(): (progress: MigrateProgress) => void {
  let lastTenth = -1;
  return ({ done, total, bytes }) => {
    const share = total === 0 ? 1 : done / total;
    if (process.stderr.isTTY) {
      const filled = Math.round(share * 30);
      process.stderr.write(
        `\r[${"#".repeat(filled)}${".".repeat(30 - filled)}] ${done}/${total} files, ${megabytes(bytes)} copied `,
      );
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stderr.write(
        `${Math.round(share * 100)} % (${done}/${total} files, ${megabytes(bytes)} copied)\n`,
      );
    }
  };
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
