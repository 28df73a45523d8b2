import { messages } from "@heritage/domain/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { FieldErrors, HttpError } from "../lib/http-errors.ts";

/** Every error leaves as DRF-shaped JSON; bad input never becomes a 500 or a stack trace. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | FieldErrors | HttpError, request, reply) => {
    if (error instanceof FieldErrors) return reply.status(400).send(error.fields);
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ detail: error.detail, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) {
      return reply.status(413).send({ detail: messages.common.tooLarge });
    }
    if (error instanceof SyntaxError || error.code?.startsWith("FST_ERR_CTP_")) {
      return reply.status(status >= 400 && status < 500 ? status : 400).send({
        detail: status === 415 ? "Unsupported media type." : messages.common.malformedJson,
      });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send({ detail: messages.common.serverError });
  });
}
