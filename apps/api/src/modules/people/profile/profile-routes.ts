import { userSchema } from "@heritage/domain/auth";
import { accountDeleteSchema, passwordChangeSchema, profilePatchSchema } from "@heritage/domain/profile";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { uploadThrottle } from "../../../media/upload-throttle.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { toUserResponse } from "../users/user-repository.ts";
import { changePassword, deleteAccount, updateProfile } from "./profile-service.ts";

const tags = ["users"];
const security = [{ bearer: [] }];
const errors = { 400: badRequestSchema, 401: detailSchema, 429: detailSchema } as const;

/** The signed-in user's own account (/profile): edit, change password, delete. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onRequest", app.requireUser);

  app.patch(
    "/users/me",
    {
      preHandler: uploadThrottle(app, ["avatar"]),
      schema: {
        tags,
        security,
        description:
          "first_name, last_name, email and avatar (a PNG, JPEG, WebP or GIF data URL under 2 MB, " +
          "a media reference, or null to remove it); any subset.",
        body: profilePatchSchema,
        // 503: the media store cannot take the new avatar (read-only or full disk).
        response: { 200: userSchema, ...errors, 503: detailSchema },
      },
    },
    async (request) => toUserResponse(await updateProfile(app, currentUser(request).id, request.body)),
  );

  app.post(
    "/users/me/password",
    {
      schema: {
        tags,
        security,
        description:
          "Checks current_password (a wrong one is a field error), sets new_password, revokes every " +
          "other sign-in and answers a fresh token pair for this one.",
        body: passwordChangeSchema,
        response: { 200: z.object({ access: z.string(), refresh: z.string() }), ...errors },
      },
    },
    async (request) => changePassword(app, currentUser(request).id, request.body),
  );

  app.delete(
    "/users/me",
    {
      schema: {
        tags,
        security,
        description:
          "Deletes the account after checking `password`. Orders stay with the shop without the " +
          "link to the account. The last administrator cannot leave (409).",
        body: accountDeleteSchema,
        response: { 204: z.void(), ...errors, 409: detailSchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(app, currentUser(request).id, request.body);
      return reply.status(204).send();
    },
  );
};
