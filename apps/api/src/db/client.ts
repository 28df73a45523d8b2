import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { lockDataDir } from "./data-dir-lock.ts";
import {
  assertWritableFolder,
  EmbeddedDatabaseFolderError,
  isPgliteFileError,
  unwritableLine,
} from "./embedded-folder.ts";
import { migrateEmbedded, migrateServer } from "./migrate.ts";

export type Db = PgDatabase<PgQueryResultHKT>;
/** The transaction `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: a function that runs inside its caller's transaction when given one. */
export type DbOrTx = Db | Tx;

/**
 * An open database: `db` for queries, and the driver under it (`client`, told apart by `kind`) for
 * what drizzle does not offer, such as PGlite's notifications or a named prepared statement.
 */
export type Database = DatabaseHandles &
  ({ kind: "pglite"; client: PGlite } | { kind: "postgres"; client: pg.Pool });

interface DatabaseHandles {
  db: Db;
  ping(): Promise<boolean>;
  /** PGlite only: the data directory as a gzipped tarball (the test runner copies one migrated database). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Where errors of idle server connections go (a restart, a failover, a dropped database): the pool
   * discards such a connection and opens a fresh one for the next query, so they are worth a warning,
   * not a crash. Until the app sets its logger they go to stderr.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /** Flushes and closes; safe to call twice. */
  close(): Promise<void>;
}

/**
 * pg_trgm's `%>` (word_similarity) threshold for every session: 0.5 rather than the default 0.6,
 * so that a swapped pair of letters in a word of six ("baskte": 4 of 7 trigrams, 0.57) still
 * finds it (decision 150). Set per connection, so the migrations and psql are untouched.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
const SESSION_SETTINGS = `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

export interface OpenOptions {
  /** postgres://... to use a server; otherwise embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory (tests). */
  dataDir?: string;
  /** PGlite: start from this dump of a data directory instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {};
  const folder = dataDir ? path.join(dataDir, "pgdata") : undefined;
  try {
    if (folder) assertWritableFolder(folder);
    const client = await PGlite.create({
      dataDir: folder,
      extensions: { pg_trgm, unaccent },
      loadDataDir,
    }).catch((error: unknown) => {
      // Writable a moment ago, refused now (a file inside owned by another user, a disk filling).
      if (folder && isPgliteFileError(error))
        throw new EmbeddedDatabaseFolderError(
          unwritableLine(folder, `PGlite errno ${(error as { errno?: number }).errno}`),
        );
      throw error;
    });
    await client.exec(`set ${SESSION_SETTINGS}`);
    const db: Db = drizzlePglite({ client });
    await migrateEmbedded(client);
    let closed = false;
    return {
      db,
      kind: "pglite",
      client,
      ping: async () => (await client.query("select 1")).rows.length === 1,
      dumpDataDir: () => client.dumpDataDir("gzip"),
      // In-process: there are no connections to lose.
      onConnectionError: () => {},
      close: async () => {
        if (closed) return;
        closed = true;
        try {
          await client.query("CHECKPOINT");
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  await migrateServer(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c ${SESSION_SETTINGS}` });
  let report = (error: Error) => console.warn(`database connection lost: ${error.message}`);
  // A connection the server ends (a restart, a failover, an administrator) makes its client emit
  // 'error'. The pool listens only while the client is idle; a client checked out for a query or a
  // transaction would throw it as an unhandled 'error' event and end the process. Every client is
  // heard for its whole life: its queries fail, and the pool drops it when it is released.
  pool.on("connect", (client) => client.on("error", (error) => report(error)));
  // The client's own listener has reported it; the pool's event must still be heard.
  pool.on("error", () => undefined);
  const db: Db = drizzlePg({ client: pool });
  let closed = false;
  return {
    db,
    kind: "postgres",
    client: pool,
    ping: async () => {
      await db.execute(sql`select 1`);
      return true;
    },
    onConnectionError: (listener) => {
      report = listener;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
