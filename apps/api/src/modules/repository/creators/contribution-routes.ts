import { itemInputSchema } from "@heritage/domain/collections";
import { itemDetailSchema } from "@heritage/domain/collections-query";
import { contributionListSchema, REVIEW_STATES } from "@heritage/domain/community";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { adminWriteErrors, detailSchema, pathUuid } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { filesFor } from "../protocols/file-urls.ts";
import {
  contributionView,
  createContribution,
  listContributions,
  requireCreator,
  submitContribution,
  updateContribution,
} from "./contribution-service.ts";

const tags = ["creators"];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(200) });
const contributionDetail = itemDetailSchema.extend({
  review: z.enum(REVIEW_STATES),
  review_comment: z.string().nullable(),
});
const errors = { ...adminWriteErrors, 404: detailSchema, 409: detailSchema } as const;

/**
 * "My Content": an approved creator's own repository items (decision 161). Every route checks the
 * creator row on the server (403 for shoppers who are not creators, and for admins: they have their
 * own routes); an item of another creator is a 404.
 */
export const contributionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireUser);
  const creatorOf = (request: Parameters<typeof currentUser>[0]) =>
    requireCreator(app.db, currentUser(request).id);

  app.get(
    "/creator/items",
    { schema: { tags, security, response: { 200: contributionListSchema, ...errors } } },
    async (request) => {
      const creator = await creatorOf(request);
      return listContributions(app.db, creator, requestLanguage(request), filesFor(app, request));
    },
  );

  app.get(
    "/creator/items/:id",
    { schema: { tags, security, params: idParams, response: { 200: contributionDetail, ...errors } } },
    async (request) => {
      const creator = await creatorOf(request);
      return contributionView(
        app.db,
        creator,
        pathUuid(request.params.id),
        requestLanguage(request),
        filesFor(app, request),
      );
    },
  );

  app.post(
    "/creator/items",
    {
      schema: {
        tags,
        security,
        description:
          "Creates a draft (never published or featured, whatever is sent). Its slug is the one sent, or one made from the title, followed by a code of the item's own id: it never depends on other records.",
        body: itemInputSchema,
        response: { 201: contributionDetail, ...errors },
      },
    },
    async (request, reply) => {
      const creator = await creatorOf(request);
      const row = await createContribution(app.db, creator, request.body);
      return reply
        .status(201)
        .send(
          await contributionView(
            app.db,
            creator,
            row.public_id,
            requestLanguage(request),
            filesFor(app, request),
          ),
        );
    },
  );

  app.put(
    "/creator/items/:id",
    {
      schema: {
        tags,
        security,
        description: "Replaces the creator's own draft or returned item loaded at `version` (409 otherwise).",
        params: idParams,
        body: itemInputSchema,
        response: { 200: contributionDetail, ...errors },
      },
    },
    async (request) => {
      const creator = await creatorOf(request);
      const language = requestLanguage(request);
      const id = pathUuid(request.params.id);
      await updateContribution(app.db, creator, id, request.body, (current) =>
        contributionView(app.db, creator, current, language, filesFor(app, request)),
      );
      return contributionView(app.db, creator, id, language, filesFor(app, request));
    },
  );

  app.post(
    "/creator/items/:id/submit",
    {
      schema: {
        tags,
        security,
        summary: "Submit a draft or returned item for review",
        params: idParams,
        response: { 200: contributionDetail, ...errors },
      },
    },
    async (request) => {
      const creator = await creatorOf(request);
      const id = pathUuid(request.params.id);
      await submitContribution(app.db, creator, id);
      return contributionView(app.db, creator, id, requestLanguage(request), filesFor(app, request));
    },
  );
};
