import { itemInputSchema, publishInputSchema } from "@heritage/domain/collections";
import { itemDetailSchema, itemPageSchema, itemQuerySchema } from "@heritage/domain/collections-query";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { notFound } from "../../../lib/http-errors.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { pageLinks } from "../../../lib/pagination.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { withItemHistory } from "../creators/item-history.ts";
import { filesFor, signedFileUrls } from "../protocols/file-urls.ts";
import { ADMIN } from "../protocols/visibility.ts";
import { findItemPage } from "./item-detail.ts";
import { itemFacets, listItems, pageOfQuery } from "./item-list.ts";
import { createItem, deleteItem, replaceItem, setPublished } from "./item-service.ts";
import { itemSummary } from "./item-view.ts";

const tags = ["repository admin"];
const security = [{ bearer: [] }];
/** Public ids that are not uuids are simply not found (404, not 400). */
const idParams = z.object({ id: z.string().max(200) });
const versionQuery = z.object({ version: z.coerce.number().int().min(1).optional() });

/** Admin CRUD of items under /api/admin/repository/ (decision 112); every route admin-only. */
export const adminItemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins see every file; those not open to everyone through URLs signed for them (decision 162).
  const view = (id: string, language: ReturnType<typeof requestLanguage>, userId?: number) =>
    findItemPage(
      app.db,
      { publicId: id },
      language,
      true,
      ADMIN,
      signedFileUrls(app.jwtSecret, ADMIN, app.now(), userId ?? null),
    );

  app.get(
    "/admin/repository/items",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        querystring: itemQuerySchema,
        response: { 200: itemPageSchema, ...adminWriteErrors },
      },
    },
    async (request) => {
      const query = { ...request.query, status: request.query.status ?? "all" };
      const language = requestLanguage(request);
      const [{ rows, total }, facets] = await Promise.all([
        listItems(app.db, query, true, undefined, undefined, ADMIN),
        itemFacets(app.db, query, true, ADMIN),
      ]);
      const { page, size } = pageOfQuery(query);
      return {
        count: total,
        ...pageLinks(request, page, size, total),
        results: rows.map((r) => itemSummary(r, language, filesFor(app, request))),
        facets,
      };
    },
  );

  app.get(
    "/admin/repository/items/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: itemDetailSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const item = await view(pathUuid(request.params.id), requestLanguage(request), currentUser(request).id);
      if (!item) throw notFound();
      return item;
    },
  );

  app.post(
    "/admin/repository/items",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        body: itemInputSchema,
        response: { 201: itemDetailSchema, ...adminWriteErrors },
      },
    },
    async (request, reply) => {
      const row = await createItem(app.db, request.body);
      // Every change is kept in the item's history (decision 161).
      await withItemHistory(app.db, row.public_id, currentUser(request).id, "created", async () => {});
      return reply
        .status(201)
        .send((await view(row.public_id, requestLanguage(request), currentUser(request).id))!);
    },
  );

  app.put(
    "/admin/repository/items/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: "Replaces the item loaded at `version`; 409 `{detail, current}` if it changed since.",
        params: idParams,
        body: itemInputSchema,
        response: { 200: itemDetailSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = pathUuid(request.params.id);
      await withItemHistory(app.db, id, currentUser(request).id, "updated", () =>
        replaceItem(app.db, id, request.body, (current) => view(current, language, currentUser(request).id)),
      );
      return (await view(id, language, currentUser(request).id))!;
    },
  );

  app.post(
    "/admin/repository/items/:id/publish",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Publish or unpublish (`{published, version}`)",
        params: idParams,
        body: publishInputSchema,
        response: { 200: itemDetailSchema, ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const id = pathUuid(request.params.id);
      const { published, version } = request.body;
      await withItemHistory(
        app.db,
        id,
        currentUser(request).id,
        published ? "published" : "unpublished",
        () =>
          setPublished(app.db, id, published, version, (current) =>
            view(current, language, currentUser(request).id),
          ),
      );
      return (await view(id, language, currentUser(request).id))!;
    },
  );

  app.delete(
    "/admin/repository/items/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description:
          "Soft delete (a tombstone stays for harvesters); `?version=` makes it conditional (409).",
        params: idParams,
        querystring: versionQuery,
        response: { 204: z.void(), ...adminWriteErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const id = pathUuid(request.params.id);
      await withItemHistory(app.db, id, currentUser(request).id, "deleted", () =>
        deleteItem(app.db, id, request.query.version, (current) =>
          view(current, language, currentUser(request).id),
        ),
      );
      return reply.status(204).send();
    },
  );
};
