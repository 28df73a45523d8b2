import { jobFailureQuerySchema, jobFailureSchema } from "@heritage/domain/background-jobs";
import { paginatedSchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { retryFailedJob } from "../../../jobs/queue.ts";
import { HttpError } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, isUuid } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { failurePage, jobExists } from "./job-failure-reads.ts";

const tags = ["background jobs"];
const security = [{ bearer: [] }];
const adminErrors = { 401: detailSchema, 403: detailSchema } as const;

/** The failure log of the job queue (decision 192) and an admin's retry of a job that gave up. */
export const jobFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/job-failures",
    {
      schema: {
        tags,
        security,
        description: "Every failed attempt of a background job, newest first, with its job's state now.",
        querystring: jobFailureQuerySchema,
        response: { 200: paginatedSchema(jobFailureSchema), 400: badRequestSchema, ...adminErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
      const { rows, total } = await failurePage(app.db, window);
      const results = rows.map(({ failure, job }) => ({
        id: failure.id,
        job_id: failure.job_id,
        kind: failure.kind,
        attempt: failure.attempt,
        max_attempts: job.max_attempts,
        error: failure.error,
        final: failure.final,
        failed_at: failure.failed_at.toISOString(),
        job_status: job.status,
        next_attempt_at: job.status === "queued" ? job.run_at.toISOString() : null,
      }));
      return pageAnswer(request, window, total, results);
    },
  );

  app.post(
    "/admin/jobs/:id/retry",
    {
      schema: {
        tags,
        security,
        description:
          "Queues a job that failed for good again, its attempts reset. 409 when it has not failed.",
        params: z.object({ id: z.string() }),
        response: {
          200: z.object({ id: z.string(), status: z.literal("queued") }),
          404: detailSchema,
          409: detailSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new HttpError(404, (m) => m.jobs.notFound);
      if (await retryFailedJob(app.db, id)) {
        app.jobs.wake();
        return { id, status: "queued" as const };
      }
      if (!(await jobExists(app.db, id))) throw new HttpError(404, (m) => m.jobs.notFound);
      throw new HttpError(409, (m) => m.jobs.notFailed);
    },
  );
};
