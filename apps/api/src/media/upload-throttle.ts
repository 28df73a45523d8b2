import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { takeRateLimit } from "../db/rate-limit.ts";
import { HttpError } from "../lib/http-errors.ts";
import { currentUser } from "../plugins/auth.ts";
import { isStoredReference } from "./image-references.ts";

/** Pictures one person may upload per minute unless UPLOAD_RATE_LIMIT says otherwise. */
export const DEFAULT_UPLOAD_RATE_LIMIT = 30;

/** The new pictures a body carries in `fields` (data URLs; references to stored ones are free). */
export function countNewPictures(body: unknown, fields: readonly string[]): number {
  if (typeof body !== "object" || body === null) return 0;
  const values = fields.flatMap((field) => {
    const value = (body as Record<string, unknown>)[field];
    return Array.isArray(value) ? value : [value];
  });
  return values.filter((value) => typeof value === "string" && !isStoredReference(value)).length;
}

/**
 * A preHandler for the routes that take pictures: each account may have UPLOAD_RATE_LIMIT
 * pictures a minute decoded and stored (every process counts in one table), then 429. A picture
 * costs CPU and disk however it ends, so a refused or invalid one counts too.
 */
export function uploadThrottle(app: FastifyInstance, fields: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const pictures = countNewPictures(request.body, fields);
    if (pictures === 0) return;
    const key = `upload:user-${currentUser(request).id}`;
    const limit = app.config.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT;
    const retryAfter = await takeRateLimit(app.db, key, limit, app.now(), pictures);
    if (retryAfter !== null) {
      throw new HttpError(429, messages.media.tooManyUploads, { retry_after: retryAfter });
    }
  };
}
