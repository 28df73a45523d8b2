import {
  adminCommunitySchema,
  communityInputSchema,
  communityItemSchema,
  communitySchema,
  memberSchema,
  membershipDecisionSchema,
} from "@heritage/domain/protocols";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { adminWriteErrors, detailSchema } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { textIn } from "../collections/item-view.ts";
import { communityItems } from "./community-items.ts";
import {
  type CommunityRow,
  communityBySlug,
  createCommunity,
  decideMembership,
  listCommunities,
  listCommunitiesForAdmin,
  listMembers,
  memberView,
  requestMembership,
  requireStewardOrAdmin,
} from "./community-service.ts";
import { viewerOf } from "./visibility.ts";

const tags = ["communities"];
const security = [{ bearer: [] }];
const slugParams = z.object({ slug: z.string().max(200) });
const memberParams = z.object({
  slug: z.string().max(200),
  userId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

function communityView(
  row: CommunityRow,
  language: ReturnType<typeof requestLanguage>,
  membership: {
    status: "pending" | "approved" | "declined";
    role: "member" | "steward";
    reason: string | null;
  } | null,
) {
  return {
    slug: row.slug,
    name: textIn(row, "name", row.name, language),
    description: textIn(row, "description", row.description, language),
    membership,
  };
}

/** Communities (decision 162): anyone lists them; members ask to join; admins and stewards decide. */
export const communityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/communities",
    {
      schema: {
        tags,
        summary: "Communities, with the reader's membership",
        response: { 200: z.array(communitySchema) },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await listCommunities(app.db, viewerOf(request));
      return rows.map((row) =>
        communityView(
          row.community,
          language,
          row.status && row.role ? { status: row.status, role: row.role, reason: row.reason } : null,
        ),
      );
    },
  );

  app.get(
    "/admin/communities",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        summary: "Communities with how many people wait, belong and steward (admins)",
        response: { 200: z.array(adminCommunitySchema), 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const rows = await listCommunitiesForAdmin(app.db);
      return rows.map(({ community, ...counts }) => {
        const { membership: _none, ...view } = communityView(community, language, null);
        return { ...view, ...counts };
      });
    },
  );

  app.post(
    "/admin/communities",
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        body: communityInputSchema,
        response: { 201: communitySchema, ...adminWriteErrors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const row = await createCommunity(app.db, request.body);
      return reply.status(201).send(communityView(row, requestLanguage(request), null));
    },
  );

  app.post(
    "/communities/:slug/membership",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Ask to join a community (an admin or a steward decides)",
        params: slugParams,
        response: { 201: memberSchema, 401: detailSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => {
      const community = await communityBySlug(app.db, request.params.slug);
      const user = currentUser(request);
      const member = await requestMembership(app.db, community.id, user.id);
      return reply.status(201).send(memberView({ member, username: user.username }));
    },
  );

  app.get(
    "/communities/:slug/members",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Members and requests (admins and the community's stewards)",
        params: slugParams,
        response: { 200: z.array(memberSchema), 401: detailSchema, 403: detailSchema, 404: detailSchema },
      },
    },
    async (request) => {
      const community = await communityBySlug(app.db, request.params.slug);
      await requireStewardOrAdmin(app.db, community.id, viewerOf(request));
      return (await listMembers(app.db, community.id)).map(memberView);
    },
  );

  app.get(
    "/communities/:slug/items",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The community's items with their labels, drafts included (admins and its stewards)",
        params: slugParams,
        response: {
          200: z.array(communityItemSchema),
          401: detailSchema,
          403: detailSchema,
          404: detailSchema,
        },
      },
    },
    async (request) => {
      const community = await communityBySlug(app.db, request.params.slug);
      await requireStewardOrAdmin(app.db, community.id, viewerOf(request));
      return communityItems(app.db, community.id, requestLanguage(request));
    },
  );

  app.post(
    "/communities/:slug/members/:userId",
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Approve or decline a request (a steward only by an admin)",
        params: memberParams,
        body: membershipDecisionSchema,
        response: { 200: memberSchema, ...adminWriteErrors, 404: detailSchema },
      },
    },
    async (request) => {
      const community = await communityBySlug(app.db, request.params.slug);
      const viewer = viewerOf(request);
      await requireStewardOrAdmin(app.db, community.id, viewer);
      const user = currentUser(request);
      await decideMembership(app.db, community.id, request.params.userId, request.body, {
        ...viewer,
        userId: user.id,
      });
      const members = await listMembers(app.db, community.id);
      return memberView(members.find((row) => row.member.user_id === request.params.userId)!);
    },
  );
};
