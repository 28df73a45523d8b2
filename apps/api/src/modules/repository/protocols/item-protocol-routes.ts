import { ACCESS_LEVELS } from "@heritage/domain/collections-model";
import {
  itemProtocolInputSchema,
  itemProtocolSchema,
  mediaProtocolInputSchema,
} from "@heritage/domain/protocols";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { readItemProtocol, writeItemProtocol, writeMediaAccess } from "./item-protocol-service.ts";
import { viewerOf } from "./visibility.ts";

const tags = ["cultural protocols"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(200) });

/**
 * An item's access level, community, named viewers, sacred mark and labels (admins; the
 * community's stewards for labels), and a file's own access level (admins). Decisions 162, 163.
 */
export const itemProtocolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/protocols/items/:id",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: itemProtocolSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => readItemProtocol(app.db, pathUuid(request.params.id), viewerOf(request)),
  );

  app.put(
    "/protocols/items/:id",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: idParams,
        body: itemProtocolInputSchema,
        response: { 200: itemProtocolSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const written = await writeItemProtocol(app.db, pathUuid(request.params.id), request.body, {
        ...viewerOf(request),
        userId: currentUser(request).id,
      });
      // A move of its files may have been queued: this process's worker starts it now.
      app.jobs.wake();
      return written;
    },
  );

  app.put(
    "/protocols/media/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: idParams,
        body: mediaProtocolInputSchema,
        response: {
          200: z.object({ id: z.string(), access: z.enum(ACCESS_LEVELS) }),
          ...adminWriteErrors,
          404: detailSchema,
        },
      },
    },
    async (request) => {
      const written = await writeMediaAccess(app.db, pathUuid(request.params.id), request.body.access);
      app.jobs.wake();
      return written;
    },
  );
};
