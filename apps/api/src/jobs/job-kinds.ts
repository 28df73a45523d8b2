import { CSV_IMPORT_JOB, runImportJob } from "../modules/collections/csv-import-job.ts";
import { runTileBackfill, runTileJob, TILE_BACKFILL_JOB, TILE_JOB } from "../modules/iiif/item-tiles.ts";
import { runWidthBackfill, WIDTH_BACKFILL_JOB } from "../modules/media/width-backfill.ts";
import { RECONCILE_JOB, runReconciliationJob } from "../modules/payments/payment-reconciliation.ts";
import { runZoneCheck, runZoneJob, ZONE_CHECK_JOB, ZONE_JOB } from "../modules/protocols/file-zones.ts";
import type { JobHandler } from "./worker.ts";

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
