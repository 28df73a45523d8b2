import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import { Gate, windowCounter } from "../lib/gate.ts";
import { HttpError } from "../lib/http-errors.ts";
import { takeRateLimit } from "../lib/rate-limit.ts";
import { toArray } from "../lib/to-array.ts";

/** Anonymous searches allowed to wait for a place, per place; beyond that they are refused. */
const WAITING_PER_PLACE = 25;

export interface SearchLimits {
  /** Searches a minute per client address (per account when signed in), across every process. */
  perMinute: number;
  /** Anonymous searches running against the database at once; others wait their turn. */
  concurrency: number;
}

/** A request that searches: a GET whose `search` parameter is not blank. */
function searching(request: FastifyRequest): boolean {
  const search = (request.query as { search?: unknown } | undefined)?.search;
  return typeof search === "string" && search.trim() !== "";
}

/**
 * Guards every GET route whose querystring declares `search` (decision 082). A search is a
 * database read whose text anyone chooses, so a flood of them could queue ahead of everyone's
 * work on the embedded database, which runs one query at a time:
 * - each address (each account when signed in) may search `perMinute` times a minute (429),
 *   counted in the database so that every process shares the count (decision 194);
 * - anonymous searches run at most `concurrency` at once, the rest wait in order (429 when too
 *   many wait), so a signed-in read or write waits behind a few searches, never behind the flood.
 * A search the response cache answers never gets here: the cache is registered first, so its
 * lookup runs before this throttle and a hit costs no count (decision 194, amended).
 * Before the routes are declared, after the catalogue cache.
 */
export function registerSearchGuard(app: FastifyInstance, limits: SearchLimits): void {
  const counted = windowCounter(limits.perMinute);
  const gate = new Gate(limits.concurrency, limits.concurrency * WAITING_PER_PLACE);

  // Decision 194: this process's own count is a free pre-check (over the limit here means over it
  // everywhere, so a flood from one address stops costing the database a write per search); below
  // it, one upsert on the shared rate_limits row decides, so N processes allow the limit once.
  const throttle: onRequestHookHandler = async (request) => {
    if (!searching(request)) return;
    const key = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
    const now = app.now();
    const retryAfter =
      counted(key, now.getTime()) ?? (await takeRateLimit(app.db, `search:${key}`, limits.perMinute, now));
    if (retryAfter !== null) throw new HttpError(429, messages.search.tooMany, { retry_after: retryAfter });
  };

  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
    if (!methods.includes("GET") || !query?.shape || !("search" in query.shape)) return;
    route.onRequest = [...toArray(route.onRequest), throttle];
    const handler = route.handler;
    // The place is held while the handler runs its queries, and freed however it ends.
    route.handler = async function (this: FastifyInstance, request, reply) {
      if (request.user || !searching(request)) return handler.call(this, request, reply);
      const entered = gate.enter();
      if (entered === false) throw new HttpError(429, messages.search.busy, { retry_after: 1 });
      if (entered !== true) await entered;
      try {
        return await handler.call(this, request, reply);
      } finally {
        gate.leave();
      }
    };
  });
}
