import { messages } from "@heritage/domain/messages";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import { takeRateLimit } from "../db/rate-limit.ts";
import { Gate, windowCounter } from "../lib/gate.ts";
import { HttpError } from "../lib/http-errors.ts";
import { toArray } from "../lib/to-array.ts";
import { REPOSITORY_ROUTES } from "./catalog-cache-keys.ts";

/** Anonymous searches allowed to wait for a place, per place; beyond that they are refused. */
const WAITING_PER_PLACE = 25;

export interface SearchLimits {
  /** Searches a minute per client address (per account when signed in), across every process. */
  perMinute: number;
  /** Anonymous searches and repository reads running against the database at once; others wait their turn. */
  concurrency: number;
  /**
   * Repository reads a minute per address (per account when signed in), across every process
   * (decision 211); DEFAULT_REPOSITORY_PER_MINUTE when not given.
   */
  repositoryPerMinute?: number;
}

/** A reader browsing pages and pictures stays far below this; a harvester pages every few seconds. */
export const DEFAULT_REPOSITORY_PER_MINUTE = 300;

/**
 * The repository's reads that any visitor can make expensive (a list with filters and facets, an
 * item page, a IIIF document, an OAI-PMH harvest): guarded like searches (decision 211).
 */
const REPOSITORY_READS = new Set([...REPOSITORY_ROUTES, "/oai"]);

/** A request that searches: a GET whose `search` parameter is not blank (counted as a search, not a read). */
function searching(request: FastifyRequest): boolean {
  const search = (request.query as { search?: unknown } | undefined)?.search;
  return typeof search === "string" && search.trim() !== "";
}

/**
 * Guards every GET route whose querystring declares `search` (decision 082), and the repository's
 * public reads (decision 211). A search is a database read whose text anyone chooses, and a
 * repository read (filters, facets, an item page, a harvest) one whose cost anyone can choose, so
 * a flood of them could queue ahead of everyone's work on the embedded database, which runs one
 * query at a time:
 * - each address (each account when signed in) may search `perMinute` times a minute, and read
 *   the repository `repositoryPerMinute` times (429), counted in the database so that every
 *   process shares the count (decision 194);
 * - anonymous searches and repository reads share `concurrency` places, the rest wait in order
 *   (429 when too many wait), so a signed-in read or write waits behind a few of them, never
 *   behind the flood.
 * A search or read the response cache answers never gets here: the cache is registered first, so its
 * lookup runs before this throttle and a hit costs no count (decision 194, amended).
 * Before the routes are declared, after the catalogue cache.
 */
export function registerSearchGuard(app: FastifyInstance, limits: SearchLimits): void {
  const gate = new Gate(limits.concurrency, limits.concurrency * WAITING_PER_PLACE);

  // Decision 194: this process's own count is a free pre-check (over the limit here means over it
  // everywhere, so a flood from one address stops costing the database a write per search); below
  // it, one upsert on the shared rate_limits row decides, so N processes allow the limit once.
  const counter = (kind: "search" | "repository", perMinute: number) => {
    const counted = windowCounter(perMinute);
    const tooMany = kind === "search" ? messages.search.tooMany : messages.repositoryReads.tooMany;
    return async (request: FastifyRequest) => {
      const key = request.user ? `user:${request.user.id}` : `address:${request.ip}`;
      const now = app.now();
      const retryAfter =
        counted(key, now.getTime()) ?? (await takeRateLimit(app.db, `${kind}:${key}`, perMinute, now));
      if (retryAfter !== null) throw new HttpError(429, tooMany, { retry_after: retryAfter });
    };
  };
  const countSearch = counter("search", limits.perMinute);
  const countRead = counter("repository", limits.repositoryPerMinute ?? DEFAULT_REPOSITORY_PER_MINUTE);
  const searchThrottle: onRequestHookHandler = async (request) => {
    if (searching(request)) await countSearch(request);
  };
  // A repository read that searches is counted once, as a search.
  const repositoryThrottle: onRequestHookHandler = async (request) => {
    await (searching(request) ? countSearch : countRead)(request);
  };

  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
    const read = REPOSITORY_READS.has(route.url ?? "");
    const searches = methods.includes("GET") && !!query?.shape && "search" in query.shape;
    if (!read && !searches) return;
    route.onRequest = [...toArray(route.onRequest), read ? repositoryThrottle : searchThrottle];
    const handler = route.handler;
    const busy = read ? messages.repositoryReads.busy : messages.search.busy;
    // The place is held while the handler runs its queries, and freed however it ends.
    route.handler = async function (this: FastifyInstance, request, reply) {
      if (request.user || !(read || searching(request))) return handler.call(this, request, reply);
      const entered = gate.enter();
      if (entered === false) throw new HttpError(429, busy, { retry_after: 1 });
      if (entered !== true) await entered;
      try {
        return await handler.call(this, request, reply);
      } finally {
        gate.leave();
      }
    };
  });
}
