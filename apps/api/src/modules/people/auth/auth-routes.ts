import {
  adminLoginSchema,
  loginResponseSchema,
  loginSchema,
  logoutSchema,
  refreshResponseSchema,
  refreshSchema,
  registerSchema,
  userSchema,
} from "@heritage/domain/auth";
import { messages } from "@heritage/domain/messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../../lib/http-errors.ts";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { currentUser } from "../../../plugins/auth.ts";
import { findUserById, toUserResponse } from "../users/user-repository.ts";
import { login, register, throttle } from "./auth-service.ts";
import { revokeAllSessions, revokeByToken, rotateRefreshToken } from "./session-tokens.ts";

const detail = detailSchema;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/register",
    {
      // Throttle before validation, so even malformed floods are counted.
      preValidation: async (request) => throttle(app, "register", request.ip, app.config.rateLimitRegister),
      schema: {
        tags: ["auth"],
        body: registerSchema,
        response: { 201: userSchema, 400: badRequestSchema, 429: detail },
      },
    },
    async (request, reply) => reply.status(201).send(await register(app, request.body)),
  );

  app.post(
    "/login",
    {
      // Throttle before validation, so even malformed floods are counted.
      preValidation: async (request) => throttle(app, "login", request.ip, app.config.rateLimitLogin),
      schema: {
        tags: ["auth"],
        body: loginSchema,
        response: { 200: loginResponseSchema, 400: badRequestSchema, 401: detail, 429: detail },
      },
    },
    async (request) => login(app, request.body, request.ip),
  );

  app.post(
    "/admin/login",
    {
      preValidation: async (request) => throttle(app, "login", request.ip, app.config.rateLimitLogin),
      schema: {
        tags: ["auth"],
        description:
          "The admin portal's sign-in: as /login/, but only an administrator's account signs in; " +
          "any other answers as a wrong password would, and counts towards the lock.",
        body: adminLoginSchema,
        response: { 200: loginResponseSchema, 400: badRequestSchema, 401: detail, 429: detail },
      },
    },
    async (request) => login(app, request.body, request.ip, { adminOnly: true }),
  );

  app.post(
    "/login/refresh",
    {
      schema: {
        tags: ["auth"],
        body: refreshSchema,
        response: { 200: refreshResponseSchema, 400: badRequestSchema, 401: detail },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(app, request.body.refresh);
      if (!result.ok) throw new HttpError(401, messages.auth.invalidRefresh, { code: "token_not_valid" });
      return result.tokens;
    },
  );

  app.post(
    "/logout",
    {
      schema: {
        tags: ["auth"],
        description:
          "Ends the sign-in the refresh token belongs to: its refresh and access tokens stop working " +
          "at once; the account's other sign-ins go on.",
        body: logoutSchema,
        response: { 204: z.void(), 400: badRequestSchema },
      },
    },
    async (request, reply) => {
      await revokeByToken(app, request.body.refresh);
      return reply.status(204).send();
    },
  );

  app.post(
    "/logout/all",
    {
      onRequest: app.requireUser,
      schema: {
        tags: ["auth"],
        security: [{ bearer: [] }],
        description:
          "Signs the account out everywhere: every refresh token is revoked and every access token " +
          "stops working at once, this one included.",
        response: { 204: z.void(), 401: detail },
      },
    },
    async (request, reply) => {
      await revokeAllSessions(app.db, currentUser(request).id, app.now());
      return reply.status(204).send();
    },
  );

  app.get(
    "/users/me",
    { onRequest: app.requireUser, schema: { tags: ["users"], response: { 200: userSchema, 401: detail } } },
    async (request) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw new HttpError(401, messages.auth.notAuthenticated);
      return toUserResponse(user);
    },
  );
};
