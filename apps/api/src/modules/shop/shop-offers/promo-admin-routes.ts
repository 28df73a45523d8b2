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
import type { Db } from "../../../db/client.ts";
import { orders } from "../../../db/schema/orders.ts";
import { promoCodes } from "../../../db/schema/shop-offers.ts";
import { fieldError } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { deleteUnlessOrdered, offerAdminDocs, offerDeleteResponses, replacedOffer } from "./offer-admin.ts";

const texts = messages.promo;
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

const promoId = (value: string) => pathId(value, texts.notFound);

/** The admin portal's Promo codes section (issue 23, decision 170). */
export const promoAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireAdmin);

  app.get(
    "/admin/promo-codes",
    {
      schema: {
        ...offerAdminDocs,
        description:
          "Every promo code, newest first, with its uses (orders not cancelled); `search` in the code.",
        querystring: pageQuerySchema.extend({ search: z.string().max(100).optional() }),
        response: { 200: paginatedSchema(adminPromoCodeSchema), ...adminWriteErrors },
      },
    },
    async (request) => {
      const window = pageWindow(request.query);
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
        .limit(window.limit)
        .offset(window.offset);
      return pageAnswer(request, window, counted?.n ?? 0, rows.map(toAdmin));
    },
  );

  app.post(
    "/admin/promo-codes",
    {
      schema: {
        ...offerAdminDocs,
        body: promoCodeInputSchema,
        response: { 201: adminPromoCodeSchema, ...adminWriteErrors, 409: detailSchema },
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
        ...offerAdminDocs,
        description:
          "Replaces the code loaded at `version`; 409 with `current` when it changed since (decision 075).",
        params: idParamsSchema,
        body: promoCodeUpdateSchema,
        response: { 200: adminPromoCodeSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
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
      return replacedOffer(changed, await readOne(app.db, id), texts);
    },
  );

  app.delete(
    "/admin/promo-codes/:id",
    {
      schema: {
        ...offerAdminDocs,
        description: "Deletes a code no order carries; 409 otherwise (deactivate it instead).",
        params: idParamsSchema,
        response: offerDeleteResponses,
      },
    },
    async (request, reply) => {
      const id = promoId(request.params.id);
      const remove = () =>
        app.db.delete(promoCodes).where(eq(promoCodes.id, id)).returning({ id: promoCodes.id });
      await deleteUnlessOrdered(app.db, orders.promo_code_id, id, remove, texts);
      return reply.status(204).send(null);
    },
  );
};
