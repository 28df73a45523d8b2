import { translateMessage } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { messages } from "@heritage/domain/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { isIntegrityViolation } from "../db/pg-errors.ts";
import { requestLanguage } from "../lib/content-language.ts";
import { FieldErrors, HttpError } from "../lib/http-errors.ts";

/** A string value of `extra` that is a catalog text ("message": "Failed to add item to cart") too. */
function translatedExtra(extra: Record<string, unknown>, language: Language) {
  if (language === "en") return extra;
  return Object.fromEntries(
    Object.entries(extra).map(([key, value]) => [
      key,
      typeof value === "string" ? translateMessage(value, language) : value,
    ]),
  );
}

/**
 * Every error leaves as DRF-shaped JSON in the request's language; bad input never becomes a 500 or
 * a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | FieldErrors | HttpError, request, reply) => {
    // ?lang=, else Accept-Language (rw, fr or en), else English: as the records are served.
    const language = requestLanguage(request);
    const say = (text: string) => translateMessage(text, language);
    reply.header("vary", "Accept-Language");
    // Refused before its body was read (a stranger, a body over the limit): close the connection
    // after the answer rather than receive the rest of the body only to throw it away.
    if (!request.raw.complete) reply.header("connection", "close");
    if (error instanceof FieldErrors) return reply.status(400).send(error.fieldsIn(language));
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ detail: error.detailIn(language), ...translatedExtra(error.extra, language) });
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send({ detail: say(messages.common.tooLarge) });
    }
    if (error instanceof SyntaxError || error.code?.startsWith("FST_ERR_CTP_")) {
      return reply.status(status >= 400 && status < 500 ? status : 400).send({
        detail: status === 415 ? "Unsupported media type." : say(messages.common.malformedJson),
      });
    }
    // A constraint no route named more precisely (PGlite and PostgreSQL differ on some codes).
    if (isIntegrityViolation(error)) return reply.status(409).send({ detail: messages.common.conflict });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: say(error.message) });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: say(messages.common.serverError) });
  });
}
