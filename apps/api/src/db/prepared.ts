import type { Db } from "./client.ts";

/**
 * A statement prepared once per database handle, on first use: Drizzle then skips rebuilding the
 * SQL and its row mapping on every call, and on PostgreSQL the named statement skips re-planning.
 * For reads on the hot path (every signed-in cart read, every product list); a transaction's
 * handle is a different object, so use it with the app's own `db` only.
 */
export function preparedPerDatabase<Statement>(prepare: (db: Db) => Statement): (db: Db) => Statement {
  const byDatabase = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
