import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { takeRateLimit } from "../../../db/rate-limit.ts";
import { FieldErrors, HttpError } from "../../../lib/http-errors.ts";

/** Refused promo codes a minute per account and per client address; then every try answers 429. */
export const DEFAULT_PROMO_TRIES_PER_MINUTE = 10;

/**
 * Runs a quote or a placement that carries a promo code, counting the code's refusals per account
 * and per client address in `rate_limits` (shared by every process, decision 194). Only refusals
 * count, so a shopper re-quoting a good code while choosing a district is never throttled; once
 * either key has `limit` refusals in its minute, any try with a code answers 429 before the code
 * is looked at (decision 210). The count is written outside the placement's transaction, which a
 * refusal rolls back.
 */
export async function guardPromoTries<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string | null | undefined,
  userId: number,
  run: () => Promise<T>,
): Promise<T> {
  if (!code) return run();
  const limit = app.config.promoTriesPerMinute ?? DEFAULT_PROMO_TRIES_PER_MINUTE;
  const keys = [`promo:user:${userId}`, `promo:address:${request.ip}`];
  const count = async (weight: number, over: number) => {
    const now = app.now();
    const waits = await Promise.all(keys.map((key) => takeRateLimit(app.db, key, over, now, weight)));
    return waits.find((wait) => wait !== null) ?? null;
  };
  // A weight of 0 reads the minute's count without adding to it: `limit` refusals close the minute.
  const wait = await count(0, limit - 1);
  if (wait !== null) throw new HttpError(429, messages.promo.tooMany, { retry_after: wait });
  try {
    return await run();
  } catch (error) {
    if (error instanceof FieldErrors && error.fields.promo_code) await count(1, limit);
    throw error;
  }
}
