import multipart from "@fastify/multipart";
import {
  CSV_MAX_BYTES,
  importJobSchema,
  importRefusalSchema,
  importReportSchema,
} from "@heritage/domain/collections-csv";
import { itemQuerySchema } from "@heritage/domain/collections-query";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { HttpError, notFound } from "../../../lib/http-errors.ts";
import { detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { exportItemsCsv } from "./csv-export.ts";
import { findImport, importJobView, startImport } from "./csv-import-job.ts";
import { type PlannedRow, planImport, renderErrors } from "./csv-plan.ts";
import { CsvRefused, readCsv } from "./csv-read.ts";

const tags = ["repository admin"];
const security = [{ bearer: [] }];
/** Listed in a refusal at most (the summary counts them all). */
const MAX_LISTED_ERRORS = 1_000;

const exportQuery = itemQuerySchema.omit({ page: true, page_size: true, ordering: true });
const importQuery = z.object({
  dry_run: z.enum(["1", "0", "true", "false"], { error: "Must be 1 or 0." }).optional(),
});

function summaryOf(planned: PlannedRow[]) {
  const count = (action: PlannedRow["action"]) =>
    planned.filter((row) => row.errors.length === 0 && row.action === action).length;
  return {
    rows: planned.length,
    create: count("create"),
    update: count("update"),
    unchanged: count("unchanged"),
    errors: planned.reduce((sum, row) => sum + row.errors.length, 0),
  };
}

/**
 * The repository's CSV round trip under /api/admin/repository/ (decision 113): export what the
 * admin list shows, a dry run that says what each row would do, and the import itself, which runs
 * in batches while the admin screen polls its job.
 */
export const csvRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's routes only: a CSV body arrives as bytes (checked as UTF-8 by readCsv).
  app.addContentTypeParser(["text/csv", "application/csv"], { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );
  await app.register(multipart, { limits: { files: 1, fileSize: CSV_MAX_BYTES, fields: 5, parts: 6 } });

  /** The file's bytes: the body itself (text/csv) or the form's `file` field. */
  async function csvBytes(request: FastifyRequest): Promise<Buffer> {
    if (request.isMultipart()) {
      for await (const part of request.parts()) {
        if (part.type === "file" && part.fieldname === "file") return part.toBuffer();
        if (part.type === "file") part.file.resume();
      }
    } else if (Buffer.isBuffer(request.body)) return request.body;
    throw new HttpError(400, (m) => m.repositoryImport.fileRequired);
  }

  app.get(
    "/admin/repository/items.csv",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Export the items the admin list's filters select, as CSV (one column per DC element)",
        querystring: exportQuery,
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="repository-items-${day}.csv"`)
        .header("cache-control", "no-store")
        .send(exportItemsCsv(app.db, { ...request.query, status: request.query.status ?? "all" }));
    },
  );

  app.post(
    "/admin/repository/import",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Import items from CSV: `?dry_run=1` reports per row; else 202 with a job to poll",
        description:
          "Body: text/csv, or multipart/form-data with the field `file`. Rows match items by `identifier`, else `slug`. A file with any error is refused whole (400) and nothing is written.",
        querystring: importQuery,
        response: {
          200: importReportSchema,
          202: importJobSchema,
          400: z.union([importRefusalSchema, detailSchema]),
          401: detailSchema,
          403: detailSchema,
          409: detailSchema,
          413: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const dryRun = request.query.dry_run === "1" || request.query.dry_run === "true";
      let planned: PlannedRow[];
      try {
        planned = await planImport(app.db, await readCsv(await csvBytes(request)));
      } catch (error) {
        if (!(error instanceof CsvRefused)) throw error;
        return reply.status(400).send({
          detail: error.detail(messagesIn(language), language),
          errors: renderErrors(error.errors.slice(0, MAX_LISTED_ERRORS), language),
        });
      }
      const summary = summaryOf(planned);
      if (dryRun) {
        return reply.status(200).send({
          rows: planned.map((row) => ({
            row: row.row,
            action: row.action,
            identifier: row.identifier,
            slug: row.slug,
            errors: renderErrors(row.errors, language),
            protocol_changes: row.protocolChanges,
          })),
          summary,
        });
      }
      if (summary.errors > 0) {
        const errors = planned.flatMap((row) => row.errors);
        return reply.status(400).send({
          detail: messagesIn(language).repositoryImport.hasErrors(summary.errors),
          errors: renderErrors(errors.slice(0, MAX_LISTED_ERRORS), language),
          summary,
        });
      }
      const job = await startImport(app, planned, currentUser(request).id);
      return reply.status(202).send(importJobView(job, language, new Date()));
    },
  );

  app.get(
    "/admin/repository/import/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "An import's progress: `done` of `total` rows committed; `status` running, done or failed",
        params: z.object({ id: z.string().max(200) }),
        response: { 200: importJobSchema, 401: detailSchema, 403: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const job = await findImport(app.db, pathUuid(request.params.id));
      if (!job) throw notFound();
      return importJobView(job, requestLanguage(request), new Date());
    },
  );
};
