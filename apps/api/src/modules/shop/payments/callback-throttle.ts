import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { sharedThrottle } from "../../../db/shared-throttle.ts";
import { HttpError } from "../../../lib/http-errors.ts";

/**
 * Callbacks a minute per client address. The providers call from a few addresses of their own, so
 * the limit is high for one address and still stops an anonymous flood (decision 210).
 */
export const DEFAULT_CALLBACKS_PER_MINUTE = 300;

/** The callback route's onRequest: 429 past the limit, counted across processes (decision 194). */
export function callbackThrottle(app: FastifyInstance): onRequestHookHandler {
  const take = sharedThrottle(
    app,
    "payment-callback",
    app.config.callbacksPerMinute ?? DEFAULT_CALLBACKS_PER_MINUTE,
  );
  return async (request) => {
    const wait = await take(`address:${request.ip}`);
    if (wait !== null) throw new HttpError(429, messages.payments.tooManyCallbacks, { retry_after: wait });
  };
}
