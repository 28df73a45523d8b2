import crypto from "node:crypto";
import os from "node:os";
import type { FastifyInstance } from "fastify";
import {
  claimJob,
  completeJob,
  type EnqueueOptions,
  enqueueJob,
  type Job,
  PermanentJobError,
  recordFailure,
  renewLease,
} from "./queue.ts";

/** What a kind of job does; throwing fails the attempt (a PermanentJobError: with no retry). */
export type JobHandler = (app: FastifyInstance, payload: Record<string, unknown>, job: Job) => Promise<void>;

export interface WorkerOptions {
  /** How often an idle worker looks for due jobs (an enqueue in this process wakes it at once). */
  pollMs?: number;
  /** Jobs this process runs at once. */
  concurrency?: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** The first retry's delay (tests shorten it). */
  retryBaseMs?: number;
  /** How long stop() waits for running jobs; past it they are left to their lease. */
  stopWaitMs?: number;
}

/**
 * Runs queued jobs inside an API process (decision 192). Every process runs one; the claim makes
 * each job run in one of them. stop() stops claiming and waits for the jobs in hand, so a SIGTERM
 * or a rolling restart finishes them; a job cut short anyway (kill -9) is taken over by another
 * process when its lease runs out.
 */
export class JobWorker {
  readonly id = `${os.hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private stopped = true;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  private readonly options: Required<WorkerOptions>;

  constructor(
    private readonly app: FastifyInstance,
    private readonly handlers: Record<string, JobHandler>,
    options: WorkerOptions = {},
  ) {
    this.options = {
      pollMs: 1_000,
      concurrency: 2,
      leaseMs: 120_000,
      retryBaseMs: 10_000,
      stopWaitMs: 10_000,
      ...options,
    };
  }

  /** Adds a job and wakes this process's worker for it. */
  async enqueue(kind: string, payload: Record<string, unknown> = {}, options: EnqueueOptions = {}) {
    if (!this.handlers[kind]) throw new Error(`no handler for job kind ${kind}`);
    const id = await enqueueJob(this.app.db, kind, payload, options);
    this.wake();
    return id;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loops = Array.from({ length: this.options.concurrency }, () => this.loop());
  }

  wake(): void {
    for (const sleeper of this.sleepers) sleeper();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.stopWaitMs);
    });
    await Promise.race([Promise.allSettled(this.loops), waited]);
    clearTimeout(timer);
  }

  private async loop(): Promise<void> {
    const kinds = Object.keys(this.handlers);
    while (!this.stopped) {
      let job: Job | null = null;
      try {
        job = await claimJob(this.app.db, this.id, kinds, this.options.leaseMs);
      } catch (error) {
        if (!this.stopped) this.app.log.error({ err: error }, "job queue: claim failed");
      }
      if (job) await this.run(job);
      else await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      this.sleepers.add(done);
    });
  }

  private async run(job: Job): Promise<void> {
    const { db, log } = this.app;
    const { leaseMs, retryBaseMs } = this.options;
    const renewal = setInterval(() => {
      renewLease(db, job, this.id, leaseMs).catch(() => undefined);
    }, leaseMs / 3);
    renewal.unref();
    try {
      await this.handlers[job.kind]!(this.app, job.payload ?? {}, job);
      await completeJob(db, job, this.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ err: error, job: job.id, kind: job.kind, attempt: job.attempts }, "job attempt failed");
      await recordFailure(db, job, this.id, message, {
        final: error instanceof PermanentJobError,
        retryBaseMs,
      }).catch((failure: unknown) => log.error({ err: failure, job: job.id }, "job failure not recorded"));
    } finally {
      clearInterval(renewal);
    }
  }
}
