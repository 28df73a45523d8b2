import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client.ts";
import { coalescedReads } from "../db/coalesced-reads.ts";

const CHANNEL = "catalog_version";
const READ = "select version::text as version from catalog_version where id = 1";

/** The catalogue's version (migration 0004) as this process can know it. */
export interface CatalogVersion {
  /**
   * A version at least as new as every catalogue write that committed before the call: at once
   * when the process already knows it (embedded database), else from a read that starts after
   * the call (PostgreSQL).
   */
  current(): string | Promise<string>;
  stop(): Promise<void>;
}

/**
 * PGlite lives in this process only (DATA_DIR is locked), and it hands a transaction's
 * notifications to listeners before the transaction's promise resolves: by the time any write
 * has returned, `known` holds its version, so reading it costs nothing.
 */
async function embeddedVersion(client: PGlite): Promise<CatalogVersion> {
  let known = 0;
  const raise = (payload: string) => {
    known = Math.max(known, Number(payload));
  };
  const unlisten = await client.listen(CHANNEL, raise);
  const { rows } = await client.query<{ version: string }>(READ);
  raise(rows[0]?.version ?? "0");
  return {
    current: () => String(known),
    stop: () => unlisten(),
  };
}

/**
 * Other processes write to PostgreSQL too, and a notification can still be on its way when a
 * client that saw a write return asks another process. So each request waits for a read of the
 * version that started after it arrived; requests that arrive while one read is running share
 * the next one (db/coalesced-reads.ts), so a busy process runs one small read at a time, not one
 * per request.
 */
export function serverVersion(query: () => Promise<string>): CatalogVersion {
  const read = coalescedReads<true, string>(query);
  return { current: () => read(true), stop: async () => {} };
}

export async function trackCatalogVersion(database: Database): Promise<CatalogVersion> {
  if (database.kind === "pglite") return embeddedVersion(database.client);
  const pool = database.client;
  // Named: PostgreSQL parses and plans it once per connection, not on every read.
  const statement = { name: "catalog_version_read", text: READ };
  return serverVersion(
    async () => (await pool.query<{ version: string }>(statement)).rows[0]?.version ?? "0",
  );
}
