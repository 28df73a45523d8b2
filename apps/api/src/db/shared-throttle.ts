import type { FastifyInstance } from "fastify";
import { windowCounter } from "../lib/gate.ts";
import { takeRateLimit } from "./rate-limit.ts";

/**
 * A per-key limit a minute that every API process shares, as decision 194 counts searches: this
 * process's own window count is a free pre-check (over the limit here means over it everywhere),
 * below it one upsert on `rate_limits` decides. Seconds to wait when over the limit, else null.
 */
export function sharedThrottle(app: FastifyInstance, name: string, perMinute: number) {
  const counted = windowCounter(perMinute);
  return async (key: string): Promise<number | null> => {
    const now = app.now();
    return counted(key, now.getTime()) ?? (await takeRateLimit(app.db, `${name}:${key}`, perMinute, now));
  };
}
