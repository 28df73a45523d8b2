import { PAGE_SIZE } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import { francsToDecimal } from "@heritage/domain/money";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import {
  type AdminPromoCode,
  adminPromoCodeSchema,
  promoCodeInputSchema,
  promoCodeUpdateSchema,
} from "@heritage/domain/promo-codes";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { orders } from "../../db/schema/orders.ts";
import { promoCodes } from "../../db/schema/shop-offers.ts";
import { conflict, fieldError, notFound } from "../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema, parseId } from "../../lib/http-schemas.ts";
import { pageLinks } from "../../lib/pagination.ts";

const tags = ["admin"];
const security = [{ bearer: [] }];
const errors = { 400: badRequestSchema, 401: detailSchema, 403: detailSchema } as const;
type Input = z.output<typeof promoCodeInputSchema>;

// Qualified by hand: inside the subquery an unqualified "id" would be the order's.
const uses = sql<number>`(select count(*)::int from "orders" o where o.promo_code_id = "promo_codes"."id" and o.status <> 'cancelled')`;

function toAdmin(row: typeof promoCodes.$inferSelect & { uses: number }): AdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    first_order_only: row.first_order_only,
    min_total: row.min_total === null ? null : francsToDecimal(row.min_total),
    starts_at: row.starts_at?.toISOString() ?? null,
    ends_at: row.ends_at?.toISOString() ?? null,
    max_uses: row.max_uses,
    max_uses_per_shopper: row.max_uses_per_shopper,
    advertised: row.advertised,
    is_active: row.is_active,
    uses: row.uses,
    version: row.version,
    created_at: row.created_at.toISOString(),
  };
}

async function readOne(db: Db, id: number) {
  const [row] = await db
    .select({ ...allColumns, uses })
    .from(promoCodes)
    .where(eq(promoCodes.id, id));
  return row ? toAdmin(row) : null;
}
const allColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  kind: promoCodes.kind,
  value: promoCodes.value,
  first_order_only: promoCodes.first_order_only,
  min_total: promoCodes.min_total,
  starts_at: promoCodes.starts_at,
  ends_at: promoCodes.ends_at,
  max_uses: promoCodes.max_uses,
  max_uses_per_shopper: promoCodes.max_uses_per_shopper,
  advertised: promoCodes.advertised,
  is_active: promoCodes.is_active,
  version: promoCodes.version,
  created_at: promoCodes.created_at,
  updated_at: promoCodes.updated_at,
};

const values = (input: Input, now: Date) => ({
  ...input,
  starts_at: input.starts_at ? new Date(input.starts_at) : null,
  ends_at: input.ends_at ? new Date(input.ends_at) : null,
  updated_at: now,
});

async function assertCodeFree(db: Db, code: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        sql`upper(${promoCodes.code}) = ${code}`,
        exceptId === null ? sql`true` : sql`${promoCodes.id} <> ${exceptId}`,
      ),
    );
  if (taken) throw fieldError("code", messages.promo.codeTaken);
}

function promoId(value: string): number {
  const id = parseId(value);
  if (id === null) throw notFound(messages.promo.notFound);
  return id;
}

/** The admin portal's Promo codes section (issue 23, decision 170). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/promo-codes",
    {
      schema: {
        tags,
        security,
        description:
          "Every promo code, newest first, with its uses (orders not cancelled); `search` in the code.",
        querystring: pageQuerySchema.extend({ search: z.string().max(100).optional() }),
        response: { 200: paginatedSchema(adminPromoCodeSchema), ...errors },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const size = request.query.page_size ?? PAGE_SIZE;
      const search = request.query.search?.trim();
      const where = search
        ? sql`upper(${promoCodes.code}) like ${`%${search.toUpperCase().replace(/[%_\\]/g, "\\$&")}%`}`
        : undefined;
      const [counted] = await app.db.select({ n: sql<number>`count(*)::int` }).from(promoCodes).where(where);
      const rows = await app.db
        .select({ ...allColumns, uses })
        .from(promoCodes)
        .where(where)
        .orderBy(desc(promoCodes.created_at), desc(promoCodes.id))
        .limit(size)
        .offset((page - 1) * size);
      const total = counted?.n ?? 0;
      return { count: total, ...pageLinks(request, page, size, total), results: rows.map(toAdmin) };
    },
  );

  app.post(
    "/admin/promo-codes",
    {
      schema: {
        tags,
        security,
        body: promoCodeInputSchema,
        response: { 201: adminPromoCodeSchema, ...errors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await assertCodeFree(app.db, request.body.code, null);
      const now = app.now();
      const [row] = await app.db
        .insert(promoCodes)
        .values({ ...values(request.body, now), created_at: now })
        .returning({ id: promoCodes.id });
      return reply.status(201).send((await readOne(app.db, row!.id))!);
    },
  );

  app.put(
    "/admin/promo-codes/:id",
    {
      schema: {
        tags,
        security,
        description:
          "Replaces the code loaded at `version`; 409 with `current` when it changed since (decision 075).",
        params: idParamsSchema,
        body: promoCodeUpdateSchema,
        response: { 200: adminPromoCodeSchema, ...errors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const id = promoId(request.params.id);
      const { version, ...input } = request.body;
      await assertCodeFree(app.db, input.code, id);
      const [changed] = await app.db
        .update(promoCodes)
        .set(values(input as Input, app.now()))
        .where(and(eq(promoCodes.id, id), eq(promoCodes.version, version)))
        .returning({ id: promoCodes.id });
      const current = await readOne(app.db, id);
      if (!current) throw notFound(messages.promo.notFound);
      if (!changed) throw conflict(messages.promo.staleEdit, { current });
      return current;
    },
  );

  app.delete(
    "/admin/promo-codes/:id",
    {
      schema: {
        tags,
        security,
        description: "Deletes a code no order carries; 409 otherwise (deactivate it instead).",
        params: idParamsSchema,
        response: {
          204: z.null(),
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const id = promoId(request.params.id);
      const [used] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.promo_code_id, id))
        .limit(1);
      if (used) throw conflict(messages.promo.inUse);
      const [gone] = await app.db
        .delete(promoCodes)
        .where(eq(promoCodes.id, id))
        .returning({ id: promoCodes.id });
      if (!gone) throw notFound(messages.promo.notFound);
      return reply.status(204).send(null);
    },
  );
};
