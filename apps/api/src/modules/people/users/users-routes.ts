import { userSchema } from "@heritage/domain/auth";
import { messages } from "@heritage/domain/messages";
import { pageQuerySchema } from "@heritage/domain/paging";
import { customerPatchSchema } from "@heritage/domain/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pgErrorCode, UNIQUE_VIOLATION } from "../../../db/pg-errors.ts";
import { conflict, notFound } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema, idParamsSchema, pathId } from "../../../lib/http-schemas.ts";
import { pageAnswer, pageWindow } from "../../../lib/pagination.ts";
import { releaseMedia } from "../../../media/media-release.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { uniqueFieldErrors, violatedField } from "./unique-fields.ts";
import {
  deleteUser,
  findUserById,
  listUsers,
  takenFields,
  toCustomerResponse,
  updateUser,
} from "./user-repository.ts";

const customerSchema = userSchema.extend({ date_joined: z.string(), version: z.number().int() });
const security = [{ bearer: [] }];
const guardErrors = { 401: detailSchema, 403: detailSchema } as const;

/** A malformed id is a 404, as in every other module. */
const listQuery = pageQuerySchema.extend({
  search: z.string().max(200).optional(),
  type: z.enum(["user", "admin"]).optional(),
});

/** Customer management for administrators (product §2 Customer management, §7 /users/). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        security,
        querystring: listQuery,
        response: {
          400: badRequestSchema,
          ...guardErrors,
          200: z.union([
            z.array(customerSchema),
            z.object({
              count: z.number(),
              next: z.string().nullable(),
              previous: z.string().nullable(),
              results: z.array(customerSchema),
            }),
          ]),
        },
      },
    },
    async (request) => {
      const { page, page_size, search, type } = request.query;
      if (page === undefined) {
        const { rows } = await listUsers(app.db, { search, type });
        return rows.map(toCustomerResponse);
      }
      const window = pageWindow({ page, page_size });
      const { rows, total } = await listUsers(app.db, { search, type, ...window });
      return pageAnswer(request, window, total, rows.map(toCustomerResponse));
    },
  );

  app.get(
    "/users/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        security,
        params: idParamsSchema,
        response: { 200: customerSchema, ...guardErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, pathId(request.params.id));
      if (!user) throw notFound();
      return toCustomerResponse(user);
    },
  );

  app.patch(
    "/users/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        security,
        description:
          "Changes the fields sent. With `version` (the customer as the form loaded it), 409 " +
          "`{detail, current}` if another administrator or the customer changed it since.",
        params: idParamsSchema,
        body: customerPatchSchema,
        response: {
          200: customerSchema,
          400: badRequestSchema,
          ...guardErrors,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request) => {
      const id = pathId(request.params.id);
      if (!(await findUserById(app.db, id))) throw notFound();
      const { version, ...fields } = request.body;
      const taken = uniqueFieldErrors(await takenFields(app.db, fields, id));
      if (taken) throw taken;
      const changes = { ...fields, ...(fields.email ? { email: fields.email.toLowerCase() } : {}) };
      try {
        const row = await updateUser(app.db, id, { ...changes, updated_at: app.now() }, version);
        if (row) return toCustomerResponse(row);
      } catch (error) {
        // Another request took the name or email between the check above and this write.
        if (pgErrorCode(error) !== UNIQUE_VIOLATION) throw error;
        throw uniqueFieldErrors(violatedField(error)) ?? error;
      }
      const current = await findUserById(app.db, id);
      if (!current) throw notFound();
      throw conflict(messages.customer.changed, { current: toCustomerResponse(current) });
    },
  );

  app.delete(
    "/users/:id",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        security,
        description: "409 for the administrator's own account and for the last administrator.",
        params: idParamsSchema,
        response: { 204: z.void(), ...guardErrors, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const { avatar } = await deleteUser(app.db, pathId(request.params.id), currentUser(request).id);
      await releaseMedia(app, [avatar]);
      return reply.status(204).send();
    },
  );
};
