import { buildApp } from "./app.ts";
import { bootstrap } from "./bootstrap.ts";
import { ConfigError, configFromEnv, loadEnv } from "./config.ts";
import { DataDirLockedError } from "./db/data-dir-lock.ts";
import { EmbeddedDatabaseFolderError } from "./db/embedded-folder.ts";
import { startMediaSweep } from "./jobs/media-sweep.ts";
import { queueEvery } from "./jobs/periodic.ts";
import { isUnwritable } from "./media/store/local-store.ts";
import { MediaStoreStartError } from "./media/store/media-store.ts";
import { WIDTH_BACKFILL_JOB } from "./media/width-backfill.ts";
import { TILE_BACKFILL_JOB } from "./modules/repository/iiif/item-tiles.ts";
import { adminEmailWarning } from "./modules/repository/oai/oai-admin-email.ts";
import { ZONE_CHECK_JOB } from "./modules/repository/protocols/file-zones.ts";
import { startOrderExpiry } from "./modules/shop/orders/order-expiry.ts";
import { RECONCILE_INTERVAL_MS, RECONCILE_JOB } from "./modules/shop/payments/payment-reconciliation.ts";
import { startPruning } from "./prune.ts";

async function main(): Promise<void> {
  const config = configFromEnv(loadEnv());
  const app = await buildApp(config);
  // A bucket that does not answer stops the start with one line, before the seed writes pictures.
  await app.mediaStore.assertReady();
  await bootstrap(app);
  // Cancels pending orders whose stock hold ran out (ORDER_HOLD_HOURS); safe with several processes.
  const stopOrderExpiry = startOrderExpiry(app, (config.orderExpirySeconds ?? 60) * 1000);
  // Removes pictures no record points at any more (MEDIA_SWEEP_HOURS).
  const stopMediaSweep = startMediaSweep(app);
  // Deletes expired sign-in, throttle and token rows, once an hour across every process.
  const stopPruning = startPruning(app);
  // Queued once per period across every process, run by one (the job queue, decision 192):
  // IIIF tiles for item images that have none yet (and the tiles of removed images dropped) ...
  const stopTileBackfill = queueEvery(app, TILE_BACKFILL_JOB, 3_600_000);
  // ... the narrower copies of pictures stored before they existed (decision 195) ...
  const stopWidthBackfill = queueEvery(app, WIDTH_BACKFILL_JOB, 3_600_000);
  // ... repository files of non-public items found in the public area moved (decision 199) ...
  const stopZoneCheck = queueEvery(app, ZONE_CHECK_JOB, 3_600_000);
  // ... and the mobile-money payments that callbacks and polls left awaiting settled.
  const stopReconciliation = queueEvery(app, RECONCILE_JOB, RECONCILE_INTERVAL_MS);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    stopOrderExpiry();
    stopMediaSweep();
    stopPruning();
    stopTileBackfill();
    stopWidthBackfill();
    stopZoneCheck();
    stopReconciliation();
    app.log.info({ signal }, "stopping: finishing requests in flight, then closing the database");
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ port: config.port ?? 3000, host: config.host ?? "0.0.0.0" });
  // Once up, so that a start that stops says only why it stopped (one line).
  const oaiWarning = adminEmailWarning(config);
  if (oaiWarning) app.log.warn(oaiWarning);
}

main().catch((error: unknown) => {
  const { code, path: file } = error as NodeJS.ErrnoException;
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof EmbeddedDatabaseFolderError ||
    error instanceof MediaStoreStartError
  ) {
    console.error(error.message);
  } else if (file && isUnwritable(error)) {
    // A read-only or full data directory: say what to fix, not a stack trace.
    console.error(`Cannot write ${file} (${code}): DATA_DIR must be a directory this server can write to.`);
  } else if (code === "EADDRINUSE") {
    console.error(`Port ${process.env.PORT ?? 3000} is already in use. Set PORT to another port.`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
