import {
  APPLICATION_STATUSES,
  applicationDecisionSchema,
  applicationListSchema,
  creatorApplicationInputSchema,
  creatorApplicationSchema,
  creatorPromptAnswerSchema,
  creatorStatusSchema,
} from "@heritage/domain/community";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminWriteErrors, detailSchema, pathId } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import {
  answerPrompt,
  applyAsCreator,
  creatorStatus,
  decideApplication,
  listApplications,
} from "./application-service.ts";

const security = [{ bearer: [] }];
const errors = { ...adminWriteErrors, 409: detailSchema } as const;

/** Applying to become a creator, and the admins' decisions (decision 160). */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/creator/applications",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["creators"],
        security,
        description: "Apply to become a creator; 409 while an application waits or once a creator.",
        body: creatorApplicationInputSchema,
        response: { 201: creatorApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const row = await applyAsCreator(app.db, user.id, request.body);
      return reply.status(201).send({ ...(await creatorStatus(app.db, user.id)).application!, id: row.id });
    },
  );

  app.get(
    "/creator/me",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["creators"],
        security,
        description: "The signed-in person's latest application (with its decision) and creator profile.",
        response: { 200: creatorStatusSchema, 401: detailSchema },
      },
    },
    async (request) => creatorStatus(app.db, currentUser(request).id),
  );

  app.post(
    "/creator/prompt",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["creators"],
        security,
        description:
          "Keeps the answer to the 'Join as Creator' question on the account, so it is asked once.",
        body: creatorPromptAnswerSchema,
        response: { 204: z.void(), 400: adminWriteErrors[400], 401: detailSchema },
      },
    },
    async (request, reply) => {
      await answerPrompt(app.db, currentUser(request).id, request.body.answer);
      return reply.status(204).send();
    },
  );

  app.get(
    "/admin/creator-applications",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["creators admin"],
        security,
        querystring: z.object({
          status: z.enum(APPLICATION_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          page_size: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: applicationListSchema, ...adminWriteErrors },
      },
    },
    async (request) =>
      listApplications(app.db, {
        status: request.query.status,
        page: request.query.page,
        size: request.query.page_size,
      }),
  );

  app.post(
    "/admin/creator-applications/:id/decision",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ["creators admin"],
        security,
        description: "`{decision: 'approve'}` or `{decision: 'decline', reason}`; 409 once decided.",
        params: z.object({ id: z.string().max(20) }),
        body: applicationDecisionSchema,
        response: { 200: creatorApplicationSchema, ...errors, 404: detailSchema },
      },
    },
    async (request) =>
      decideApplication(app.db, pathId(request.params.id), currentUser(request).id, request.body),
  );
};
