import { sql } from "drizzle-orm";
import type { Db } from "./client.ts";
import { rowsOf } from "./rows.ts";

/** Every rate_limits row counts one window of this length; prune.ts drops rows past theirs. */
export const RATE_LIMIT_WINDOW_MS = 60_000;
const WINDOW_MS = RATE_LIMIT_WINDOW_MS;

/**
 * A fixed one-minute window per key, counted in the database with one atomic upsert so that
 * several API processes share the count. Returns how many seconds remain when over the limit.
 * `weight` is what this request counts for (an upload of three pictures counts three).
 */
export async function takeRateLimit(
  db: Db,
  key: string,
  limit: number,
  now: Date,
  weight = 1,
): Promise<number | null> {
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const result = await db.execute<{ hits: number; window_start: string | Date }>(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, ${now}, ${weight})
    on conflict (key) do update set
      hits = case when rate_limits.window_start <= ${windowStart} then ${weight}
        else rate_limits.hits + ${weight} end,
      window_start = case when rate_limits.window_start <= ${windowStart} then ${now} else rate_limits.window_start end
    returning hits, window_start`);
  const row = rowsOf<{ hits: number; window_start: string | Date }>(result)[0];
  if (!row || row.hits <= limit) return null;
  const started = new Date(row.window_start).getTime();
  return Math.max(1, Math.ceil((started + WINDOW_MS - now.getTime()) / 1000));
}
