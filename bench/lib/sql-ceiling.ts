import type { FastifyInstance, InjectOptions } from "fastify";
import type { Database } from "../../apps/api/src/db/client.ts";
import { verifyPassword } from "../../apps/api/src/lib/passwords.ts";
import type { Measure } from "./measure.ts";
import { CONNECTIONS } from "./measure.ts";

type QueryArgs = unknown[];
interface Queryable {
  query: (...args: QueryArgs) => Promise<unknown>;
}

/** The driver under Drizzle: the PGlite instance or the node-postgres pool. */
function driverOf(database: Database): Queryable {
  return (database.db as unknown as { $client: Queryable }).$client;
}

/**
 * Runs one request through the app in this process and records every call it makes to the
 * driver, arguments and all, so that the ceiling replays exactly the SQL the route sends.
 */
export async function captureQueries(
  app: FastifyInstance,
  database: Database,
  request: InjectOptions,
): Promise<QueryArgs[]> {
  const driver = driverOf(database);
  const original = driver.query;
  const calls: QueryArgs[] = [];
  driver.query = (...args: QueryArgs) => {
    calls.push(args);
    return original.apply(driver, args);
  };
  try {
    const response = await app.inject(request);
    if (response.statusCode >= 300) {
      throw new Error(`${request.method} ${request.url} answered ${response.statusCode}: ${response.body}`);
    }
  } finally {
    driver.query = original;
  }
  return calls;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Ceiling (b): CONNECTIONS workers, each running `iteration` back to back for `seconds`
 * (after a one-second warm-up), as a server would for that many clients but with no HTTP.
 */
export async function loop(iteration: () => Promise<unknown>, seconds: number): Promise<Measure> {
  const run = async (millis: number, latencies: number[] | null) => {
    const end = performance.now() + millis;
    let done = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const start = performance.now();
          await iteration();
          latencies?.push(performance.now() - start);
          done += 1;
        }
      }),
    );
    return done;
  };
  await run(1000, null);
  const latencies: number[] = [];
  const started = performance.now();
  const done = await run(seconds * 1000, latencies);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: done / elapsed,
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    failures: 0,
  };
}

/** Replays a captured request's queries, in order, through the same driver. */
export function replayLoop(database: Database, calls: QueryArgs[], seconds: number): Promise<Measure> {
  const driver = driverOf(database);
  return loop(async () => {
    for (const args of calls) await driver.query(...args);
  }, seconds);
}

/** The login's floor: its argon2id check of the password, with the same parameters. */
export function argonLoop(passwordHash: string, password: string, seconds: number): Promise<Measure> {
  return loop(() => verifyPassword(passwordHash, password), seconds);
}
