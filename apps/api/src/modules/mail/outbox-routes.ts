import { MAX_PAGE_SIZE, PAGE_SIZE } from "@heritage/domain/constants";
import { outboxPageSchema } from "@heritage/domain/outbox";
import { count, desc } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { mailOutbox } from "../../db/schema/accounts.ts";
import { badRequestSchema, detailSchema } from "../../lib/http-schemas.ts";
import { pageLinks } from "../../lib/pagination.ts";

const query = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
});

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
        querystring: query,
        response: { 200: outboxPageSchema, 400: badRequestSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const { page, page_size } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(mailOutbox)
          .orderBy(desc(mailOutbox.created_at), desc(mailOutbox.id))
          .limit(page_size)
          .offset((page - 1) * page_size),
        app.db.select({ n: count() }).from(mailOutbox),
      ]);
      const n = total?.n ?? 0;
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
