import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../apps/api/src/app.ts";
import type { AppConfig } from "../../apps/api/src/config.ts";
import { hashPassword } from "../../apps/api/src/lib/passwords.ts";
import type { BenchCase } from "./cases.ts";
import { openTarget, SHOPPER, type Target } from "./dataset.ts";
import type { Measure } from "./measure.ts";
import { argonLoop, captureQueries, replayLoop } from "./sql-ceiling.ts";

/** Shared with the server process so that a token issued here is valid there. */
export const BENCH_JWT_SECRET = "bench-secret-bench-secret-bench-secret-0123";

export interface Ceilings {
  productId: number;
  accessToken: string;
  /** Ceiling (b) of each case, in CASES order. */
  loops: Measure[];
}

/**
 * Builds the app in this process on the prepared database, records the SQL each case sends
 * (first request, so nothing is served from a cache), and replays it in a loop with no HTTP.
 */
export async function measureCeilings(
  target: Target,
  cases: BenchCase[],
  seconds: number,
): Promise<Ceilings> {
  const database = await openTarget(target);
  const config: AppConfig = {
    dataDir: target.dataDir!,
    databaseUrl: target.databaseUrl,
    jwtSecret: BENCH_JWT_SECRET,
    whatsappNumber: "250788000000",
    rateLimitLogin: 1_000_000_000,
    rateLimitRegister: 20,
    // The ceiling is the search's own SQL: every case's capture searches from one address, and
    // since decision 194 their counts meet in the database's rate_limits row within the minute.
    searchLimits: { perMinute: 1_000_000_000, concurrency: 2 },
    logLevel: "silent",
    trustProxy: false,
    seedDemo: false,
    webDist: path.join(target.dataDir!, "no-web"),
  };
  const app = await buildApp(config, { database, logger: false });
  try {
    await app.ready();
    const login = await app.inject({ method: "POST", url: "/api/login/", payload: SHOPPER });
    const accessToken = (login.json() as { access: string }).access;
    // Straight from the table: asking the API would warm the response cache before the capture.
    const picked = await database.db.execute(sql`select min(id) as id from products where is_active`);
    const productId = Number((picked as unknown as { rows: { id: number }[] }).rows[0]!.id);

    const loops: Measure[] = [];
    for (const c of cases) {
      if (c.ceiling === "argon2 loop") {
        loops.push(await argonLoop(await hashPassword(SHOPPER.password), SHOPPER.password, seconds));
        continue;
      }
      const calls = await captureQueries(app, database, {
        method: c.method,
        url: c.path.replace(":product", String(productId)),
        headers: c.signedIn ? { authorization: `Bearer ${accessToken}` } : {},
      });
      loops.push(await replayLoop(database, calls, seconds));
    }
    return { productId, accessToken, loops };
  } finally {
    await app.close();
    await database.close();
  }
}
