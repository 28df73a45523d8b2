import { userSchema } from "@heritage/domain/auth";
import { MAX_PAGE_SIZE, PAGE_SIZE } from "@heritage/domain/constants";
import { messages } from "@heritage/domain/messages";
import { customerPatchSchema } from "@heritage/domain/users";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../../db/schema/users.ts";
import { FieldErrors, HttpError, notFound } from "../../lib/http-errors.ts";
import { pageLinks } from "../../lib/pagination.ts";
import { currentUser } from "../../plugins/auth.ts";
import { countAdmins, findUserById, listUsers, takenFields, toCustomerResponse } from "./user-repository.ts";

const customerSchema = userSchema.extend({ date_joined: z.string() });
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const listQuery = z.object({
  search: z.string().max(200).optional(),
  type: z.enum(["user", "admin"]).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** Customer management for administrators (SPEC §2 Customer management, §7 /users/). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/users",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["users"],
        querystring: listQuery,
        response: {
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
      const size = page_size ?? PAGE_SIZE;
      const { rows, total } = await listUsers(app.db, {
        search,
        type,
        limit: size,
        offset: (page - 1) * size,
      });
      return {
        count: total,
        ...pageLinks(request.url, page, size, total),
        results: rows.map(toCustomerResponse),
      };
    },
  );

  app.get(
    "/users/:id",
    {
      onRequest: app.requireAdmin,
      schema: { tags: ["users"], params: idParams, response: { 200: customerSchema } },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
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
        params: idParams,
        body: customerPatchSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await findUserById(app.db, id))) throw notFound();
      const taken = await takenFields(app.db, request.body, id);
      const fields: Record<string, string[]> = {};
      if (taken.username) fields.username = [messages.signUp.usernameTaken];
      if (taken.email) fields.email = [messages.signUp.emailTaken];
      if (Object.keys(fields).length) throw new FieldErrors(fields);
      const changes = {
        ...request.body,
        ...(request.body.email ? { email: request.body.email.toLowerCase() } : {}),
      };
      const [row] = await app.db
        .update(users)
        .set({ ...changes, updated_at: app.now() })
        .where(eq(users.id, id))
        .returning();
      return toCustomerResponse(row!);
    },
  );

  app.delete(
    "/users/:id",
    { onRequest: app.requireAdmin, schema: { tags: ["users"], params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const target = await findUserById(app.db, id);
      if (!target) throw notFound();
      if (id === currentUser(request).id) throw new HttpError(409, messages.customer.cannotDeleteSelf);
      if (target.type === "admin" && (await countAdmins(app.db)) <= 1) {
        throw new HttpError(409, messages.customer.cannotDeleteLastAdmin);
      }
      await app.db.delete(users).where(eq(users.id, id));
      return reply.status(204).send();
    },
  );
};
