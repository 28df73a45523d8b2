import { configFromEnv, loadEnv } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { ORPHAN_GRACE_MS, sweepOrphanMedia } from "../media/orphan-sweep.ts";
import { createMediaStore } from "../media/store/create-store.ts";

/**
 * `npm run media:sweep [-- --dry-run]`: removes the pictures under DATA_DIR/media that no row
 * points at and that are older than a day (the server does the same every MEDIA_SWEEP_HOURS).
 * On the embedded database, run it while the server is stopped (one process per data directory).
 */
async function main(): Promise<void> {
  const config = configFromEnv(loadEnv());
  const dryRun = process.argv.includes("--dry-run");
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const store = await createMediaStore(config);
    const { files, rows } = await sweepOrphanMedia(database.db, store, { now: new Date(), dryRun });
    for (const file of files) console.log(file);
    const verb = dryRun ? "would remove" : "removed";
    console.log(
      `${verb} ${files.length} orphaned file(s) and ${rows} media row(s) older than ${ORPHAN_GRACE_MS / 3_600_000} h in the ${store.kind} media store`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
