import type { FastifyInstance } from "fastify";
import { sweepOrphanMedia } from "../media/orphan-sweep.ts";
import { runEvery } from "./run-every.ts";

/**
 * Sweeps the media store for orphaned pictures every MEDIA_SWEEP_HOURS (0: never).
 * Every process sweeps; two sweeping one shared store at once is harmless.
 */
export function startMediaSweep(app: FastifyInstance): () => void {
  const hours = app.config.mediaSweepHours ?? 6;
  if (hours === 0) return () => {};
  return runEvery(app, "media sweep", hours * 3_600_000, async () => {
    const { files, rows } = await sweepOrphanMedia(app.db, app.mediaStore, { now: app.now() });
    if (files.length > 0 || rows > 0) app.log.info({ files: files.length, rows }, "removed orphaned media");
  });
}
