import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** The hand-written SQL migrations and their journal (meta/_journal.json), applied in journal order. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant shared by every process: serialises concurrent migrations on one server.
const MIGRATION_LOCK = 7_240_311;

/** Brings an embedded database up to date (one process owns a data directory, so no lock). */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Brings a PostgreSQL server's database up to date on a connection of its own, holding an advisory
 * lock so that API processes starting together migrate one after the other (the later ones find
 * nothing left to do).
 */
export async function migrateServer(url: string): Promise<void> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    await migrator.end();
  }
}
