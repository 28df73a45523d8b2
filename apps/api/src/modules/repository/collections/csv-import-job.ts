import { CSV_BATCH_SIZE, type ImportJob } from "@heritage/domain/collections-csv";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { type LabelCode, NON_COMMERCIAL_LABELS } from "@heritage/domain/local-contexts-labels";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { items } from "../../../db/schema/collections.ts";
import { itemLabels, itemViewers, productItems } from "../../../db/schema/protocols.ts";
import { repositoryImports } from "../../../db/schema/repository-imports.ts";
import { enqueueJob, type Job, PermanentJobError } from "../../../jobs/queue.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { queueZoneMove } from "../protocols/file-zones.ts";
import type { PlannedRow, PlannedWrite } from "./csv-plan.ts";
import type { ProtocolWrite } from "./csv-protocol.ts";
import { itemColumns } from "./item-rows.ts";

/**
 * Writing a checked import (decision 113): the rows to create or update, CSV_BATCH_SIZE at a time,
 * each batch in one transaction that also moves the job's `done`, so the progress the admin screen
 * polls is exactly what is committed. A batch that fails rolls back whole; the batches before it
 * stay, and importing the same file again finishes the work (rows already written are unchanged).
 * The writing is a queued job (decision 192): retried from the last committed batch, run once.
 */

type JobRow = typeof repositoryImports.$inferSelect;

/** A running import that has not moved for this long lost its process. */
const STALE_MS = 10 * 60_000;

class ItemChanged extends Error {
  constructor(readonly row: number) {
    super(`item on row ${row} changed during the import`);
  }
}

/**
 * Records the import (409 while another runs) and queues its writing (decision 192): any API
 * process runs it, once; answers at once.
 */
export async function startImport(app: FastifyInstance, planned: PlannedRow[], userId: number) {
  const writes = planned.filter((row) => row.write && row.action !== "unchanged");
  const count = (action: PlannedRow["action"]) => planned.filter((row) => row.action === action).length;
  await app.db
    .update(repositoryImports)
    .set({ status: "failed", failure: "interrupted", finished_at: sql`now()` })
    .where(
      and(
        eq(repositoryImports.status, "running"),
        lt(repositoryImports.updated_at, new Date(Date.now() - STALE_MS)),
      ),
    );
  let job: JobRow;
  try {
    job = await app.db.transaction(async (tx) => {
      const [row] = (await tx
        .insert(repositoryImports)
        .values({
          created_by: userId,
          rows: planned.length,
          create_count: count("create"),
          update_count: count("update"),
          unchanged_count: count("unchanged"),
          total: writes.length,
          status: writes.length === 0 ? "done" : "running",
          finished_at: writes.length === 0 ? new Date() : null,
        })
        .returning()) as [JobRow];
      // In the import's transaction: never an import left running with nothing queued to write it.
      if (writes.length > 0) {
        // As one JSON string: jsonb would reorder the keys of the translations, and with them the
        // words of the search columns the import computes.
        const payload: ImportPayload = {
          importId: row.id,
          writes: JSON.stringify(writes.map((one) => ({ row: one.row, write: one.write as PlannedWrite }))),
        };
        await enqueueJob(tx, CSV_IMPORT_JOB, { ...payload }, { maxAttempts: 3 });
      }
      return row;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw new HttpError(409, (m) => m.repositoryImport.running);
    throw error;
  }
  app.jobs.wake();
  return job;
}

export const CSV_IMPORT_JOB = "csv-import";

type ImportPayload = {
  importId: string;
  /** JSON of Pick<PlannedRow, "row" | "write">[]. */
  writes: string;
};

/**
 * The queued writing of an import: from the first row not yet committed (`done`), so an attempt
 * after a failure or after its process died carries on where the last committed batch ended. An
 * item changed meanwhile fails the import without a retry (importing the file again re-plans it).
 */
export async function runImportJob(app: FastifyInstance, payload: Record<string, unknown>, job: Job) {
  const { importId, writes: json } = payload as ImportPayload;
  const writes = JSON.parse(json) as Pick<PlannedRow, "row" | "write">[];
  const current = await findImport(app.db, importId);
  if (current?.status !== "running") return;
  try {
    for (let start = current.done; start < writes.length; start += CSV_BATCH_SIZE) {
      const batch = writes.slice(start, start + CSV_BATCH_SIZE);
      await app.db.transaction(async (tx) => {
        await writeBatch(tx, batch);
        await tx
          .update(repositoryImports)
          .set({ done: sql`${repositoryImports.done} + ${batch.length}`, updated_at: sql`now()` })
          .where(eq(repositoryImports.id, importId));
      });
    }
    await finish(app.db, importId, { status: "done" });
  } catch (error) {
    if (error instanceof ItemChanged) {
      await finish(app.db, importId, { status: "failed", failure: "changed", failed_row: error.row });
      throw new PermanentJobError(error.message);
    }
    if (job.attempts >= job.max_attempts) {
      await finish(app.db, importId, { status: "failed", failure: "error" });
    }
    throw error;
  }
}

async function finish(db: Db, jobId: string, values: Partial<JobRow>) {
  await db
    .update(repositoryImports)
    .set({ ...values, updated_at: sql`now()`, finished_at: sql`now()` })
    .where(eq(repositoryImports.id, jobId))
    .catch(() => undefined);
}

/** The item columns of a protocol write; none when the row keeps the item's protocol. */
const protocolColumns = (protocol: ProtocolWrite | undefined) =>
  protocol ? { access: protocol.access, community_id: protocol.community_id, sacred: protocol.sacred } : {};

/**
 * One batch: the new items in one insert, then each update at the version the plan read; with
 * each, who may see it (its protocol columns, viewers and labels) in the same transaction.
 */
export async function writeBatch(db: DbOrTx, batch: Pick<PlannedRow, "row" | "write">[]) {
  const creates = batch.flatMap((row) => (row.write?.kind === "create" ? [row.write] : []));
  if (creates.length > 0) {
    const created = await db
      .insert(items)
      .values(
        creates.map((write) => ({
          ...itemColumns(write.fields),
          ...protocolColumns(write.protocol),
          ...(write.publicId ? { public_id: write.publicId } : {}),
          published_at: write.fields.published ? new Date() : null,
        })),
      )
      .returning({ id: items.id, slug: items.slug });
    const idOfSlug = new Map(created.map((row) => [row.slug, row.id]));
    for (const write of creates) {
      if (write.protocol)
        await writeProtocolLists(db, idOfSlug.get(write.fields.slug)!, write.protocol, false);
    }
  }
  for (const row of batch) {
    const write = row.write as PlannedWrite;
    if (write.kind !== "update") continue;
    const updated = await db
      .update(items)
      .set({
        ...itemColumns(write.fields),
        ...protocolColumns(write.protocol),
        // First publication sets published_at; it is never cleared (decision 112).
        published_at: write.fields.published
          ? sql`coalesce(${items.published_at}, now())`
          : sql`${items.published_at}`,
      })
      .where(and(eq(items.id, write.id), eq(items.version, write.version)))
      .returning({ id: items.id });
    if (updated.length === 0) throw new ItemChanged(row.row);
    if (write.protocol) await writeProtocolLists(db, write.id, write.protocol, true);
  }
}

/**
 * An item's viewers and labels as the row says, and what follows from its protocol, as the
 * protocol form does it (item-protocol-service.ts): sacred or Non-Commercial knowledge leaves the
 * products it was linked to (decision 164), and a changed access level moves its files (decision 199).
 */
async function writeProtocolLists(db: Db, itemId: number, protocol: ProtocolWrite, existing: boolean) {
  if (existing) {
    await db.delete(itemViewers).where(eq(itemViewers.item_id, itemId));
    await db.delete(itemLabels).where(eq(itemLabels.item_id, itemId));
  }
  if (protocol.viewer_ids.length > 0) {
    await db.insert(itemViewers).values(protocol.viewer_ids.map((user_id) => ({ item_id: itemId, user_id })));
  }
  if (protocol.labels.length > 0) {
    await db
      .insert(itemLabels)
      .values(protocol.labels.map((label, position) => ({ item_id: itemId, label, position })));
  }
  if (!existing) return;
  if (protocol.sacred || protocol.labels.some((code) => NON_COMMERCIAL_LABELS.includes(code as LabelCode))) {
    await db.delete(productItems).where(eq(productItems.item_id, itemId));
  }
  if (protocol.access_changed) await queueZoneMove(db, itemId);
}

export async function findImport(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(repositoryImports).where(eq(repositoryImports.id, id));
  return row;
}

/** The job as the admin screen polls it, in the reader's language. */
export function importJobView(job: JobRow, language: Language, now: Date): ImportJob {
  const stale = job.status === "running" && now.getTime() - job.updated_at.getTime() > STALE_MS;
  const failure = stale ? "interrupted" : job.failure;
  const m = messagesIn(language).repositoryImport;
  const detail =
    failure === "changed"
      ? m.itemChangedDuring(job.failed_row ?? 0)
      : failure === "interrupted" || failure === "error"
        ? m.interrupted
        : null;
  return {
    id: job.id,
    status: stale ? "failed" : job.status,
    total: job.total,
    done: job.done,
    summary: {
      rows: job.rows,
      create: job.create_count,
      update: job.update_count,
      unchanged: job.unchanged_count,
      errors: 0,
    },
    detail,
    created_at: job.created_at.toISOString(),
    finished_at: job.finished_at?.toISOString() ?? null,
  };
}
