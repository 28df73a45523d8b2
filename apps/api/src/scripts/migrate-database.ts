import { configFromEnv, loadEnv } from "../config.ts";
import { openDatabase } from "../db/client.ts";

/**
 * `npm run db:migrate`: brings the database of DATABASE_URL (or the embedded one under DATA_DIR) up
 * to date and exits, for a deploy that migrates before it starts the API processes. The server does
 * the same at start, so this step is optional on one machine. On the embedded database, run it while
 * the server is stopped (one process per data directory).
 */
async function main(): Promise<void> {
  const config = configFromEnv(loadEnv());
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  await database.close();
  const where = config.databaseUrl ? "the PostgreSQL server" : `the embedded database in ${config.dataDir}`;
  console.log(`${where} is up to date with every migration`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
