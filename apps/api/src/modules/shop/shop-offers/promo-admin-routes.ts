import { messages } from "@heritage/domain/messages";
import { pageQuerySchema, paginatedSchema } from "@heritage/domain/paging";
import {
  adminPromoCodeSchema,
  promoCodeInputSchema,
  promoCodeUpdateSchema,
} from "@heritage/domain/promo-codes";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { offerAdminDocs, offerDeleteResponses, replacedOffer } from "./offer-admin.ts";
import {
  createPromoCode,
  deletePromoCode,
  listPromoCodes,
  type PromoInput,
  replacePromoCode,
} from "./promo-admin-repository.ts";

const texts = messages.promo;

const promoId = (value: string) => pathId(value, texts.notFound);

/** The admin portal's Promo codes section (decision 170). */
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
      const { total, rows } = await listPromoCodes(app.db, request.query.search, window);
      return pageAnswer(request, window, total, rows);
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
    async (request, reply) => reply.status(201).send(await createPromoCode(app.db, request.body, app.now())),
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
      const { changed, current } = await replacePromoCode(
        app.db,
        id,
        version,
        input as PromoInput,
        app.now(),
      );
      return replacedOffer(changed, current, texts);
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
      await deletePromoCode(app.db, promoId(request.params.id));
      return reply.status(204).send(null);
    },
  );
};
