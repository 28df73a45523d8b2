import type { JobHandler } from "./jobs/worker.ts";
import { runWidthBackfill, WIDTH_BACKFILL_JOB } from "./media/width-backfill.ts";
import { CSV_IMPORT_JOB, runImportJob } from "./modules/repository/collections/csv-import-job.ts";
import {
  runTileBackfill,
  runTileJob,
  TILE_BACKFILL_JOB,
  TILE_JOB,
} from "./modules/repository/iiif/item-tiles.ts";
import {
  runZoneCheck,
  runZoneJob,
  ZONE_CHECK_JOB,
  ZONE_JOB,
} from "./modules/repository/protocols/file-zones.ts";
import { RECONCILE_JOB, runReconciliationJob } from "./modules/shop/payments/payment-reconciliation.ts";

/** Every kind of queued background work (decision 192) and what runs it. */
export const jobHandlers: Record<string, JobHandler> = {
  [RECONCILE_JOB]: runReconciliationJob,
  [TILE_JOB]: runTileJob,
  [TILE_BACKFILL_JOB]: runTileBackfill,
  [CSV_IMPORT_JOB]: runImportJob,
  [WIDTH_BACKFILL_JOB]: runWidthBackfill,
  [ZONE_JOB]: runZoneJob,
  [ZONE_CHECK_JOB]: runZoneCheck,
};
