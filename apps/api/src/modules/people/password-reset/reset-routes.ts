import crypto from "node:crypto";
import { messagesIn } from "@heritage/domain/i18n/server-messages";
import {
  passwordResetAnswerSchema,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from "@heritage/domain/password-reset";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requestLanguage } from "../../../lib/content-language.ts";
import { badRequestSchema, detailSchema } from "../../../lib/http-schemas.ts";
import { linkBaseUrl } from "../../../lib/public-url.ts";
import { throttle } from "../auth/auth-service.ts";
import { checkResetLink, requestPasswordReset, resetPassword } from "./reset-service.ts";

/** Requests for one address a minute, whoever asks: counted whether or not an account uses it. */
const PER_EMAIL_A_MINUTE = 3;

const emailKey = (email: string) =>
  crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 32);

/** 'Forgot password?' and the reset link's page (decision 172). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/password-reset",
    {
      // Throttled before validation, so even malformed floods are counted.
      preValidation: async (request) =>
        throttle(app, "reset", request.ip, app.config.rateLimitPasswordReset ?? 5),
      schema: {
        tags: ["auth"],
        description:
          "Sends a single-use link to choose a new password, valid 30 minutes, to the account that uses " +
          "`email` (by SMTP, or into the admin's outbox when no SMTP server is configured). The answer is " +
          "the same whether or not such an account exists. Limited per client address " +
          "(RATE_LIMIT_PASSWORD_RESET a minute) and per email address (3 a minute); an account is sent " +
          "at most 5 links an hour.",
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAnswerSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      await throttle(app, "reset-email", emailKey(request.body.email), PER_EMAIL_A_MINUTE);
      requestPasswordReset(app, request.body.email, requestLanguage(request), linkBaseUrl(app.config));
      return reply.status(202).send({ detail: messagesIn(requestLanguage(request)).passwordReset.requested });
    },
  );

  app.post(
    "/password-reset/check",
    {
      preValidation: async (request) => throttle(app, "reset-check", request.ip, app.config.rateLimitLogin),
      schema: {
        tags: ["auth"],
        description:
          "Says whether the token of a reset link would still set a new password, changing nothing: the " +
          "reset page asks as it opens, so a used or expired link is told before a password is typed. " +
          "204 when it would; an unknown, used or expired token is a field error on `token`, as on " +
          "confirm. Sent in the body, not the address, to keep the token out of access logs. Limited per " +
          "client address (RATE_LIMIT_LOGIN a minute).",
        body: passwordResetCheckSchema,
        response: { 204: z.void(), 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request, reply) => {
      await checkResetLink(app, request.body.token);
      return reply.status(204).send();
    },
  );

  app.post(
    "/password-reset/confirm",
    {
      preValidation: async (request) => throttle(app, "reset-confirm", request.ip, app.config.rateLimitLogin),
      schema: {
        tags: ["auth"],
        description:
          "Sets `new_password` (sign-up's rules; an administrator's account the portal's) with the token " +
          "of a reset link. The token works once; every session of the account ends and its sign-in " +
          "lock is lifted. An unknown, used or expired token is a field error on `token`.",
        body: passwordResetSchema,
        response: { 200: passwordResetAnswerSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { detail: messagesIn(requestLanguage(request)).passwordReset.done };
    },
  );
};
