import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ensureAdmin } from "./modules/people/users/admin-account.ts";
import { seedDemoIfEmpty } from "./seed/seed.ts";

/** Start-up work after migrations: the admin from the environment, then the demo catalogue. */
export async function bootstrap(app: FastifyInstance): Promise<void> {
  const { adminUsername, adminPassword } = app.config;
  if (adminUsername && adminPassword) {
    const outcome = await ensureAdmin(app.db, adminUsername, adminPassword);
    app.log.info({ username: adminUsername, outcome }, "administrator from ADMIN_USERNAME");
  }
  await seedDemoIfEmpty(app);
  // PGlite runs no autovacuum: without fresh statistics the planner ignores the trigram indexes.
  if (app.database.kind === "pglite") await app.db.execute(sql`analyze`);
}
