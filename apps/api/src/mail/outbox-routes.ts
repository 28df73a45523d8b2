import { PAGE_SIZE } from "@heritage/domain/constants";
import { outboxPageSchema } from "@heritage/domain/outbox";
import { pageQuerySchema } from "@heritage/domain/paging";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequestSchema, detailSchema } from "../lib/http-schemas.ts";
import { pageLinks } from "../lib/pagination.ts";
import { outboxPage } from "./outbox-reads.ts";

/** The admin portal's Outbox: the emails written while no SMTP server is configured (decision 172). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/outbox",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        description:
          "Emails the platform wrote, latest first, when no SMTP server is configured (SMTP_HOST unset). " +
          "With SMTP, mail leaves at once and nothing is kept: `transport` says which.",
        querystring: pageQuerySchema,
        response: { 200: outboxPageSchema, 400: badRequestSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const { page = 1, page_size = PAGE_SIZE } = request.query;
      const { rows, total: n } = await outboxPage(app.db, page, page_size);
      return {
        transport: app.mailer.transport,
        count: n,
        ...pageLinks(request, page, page_size, n),
        results: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          body: row.body,
          language: row.language,
          created_at: row.created_at.toISOString(),
        })),
      };
    },
  );
};
