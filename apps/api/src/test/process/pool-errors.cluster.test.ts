import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { freshDatabase } from "./cluster-harness.ts";
import {
  freePort,
  type RunningServer,
  SERVER_START_MS,
  startServer,
  waitForHealth,
} from "./server-process.ts";

/**
 * A connection the pool keeps idle can be closed by the server (a restart, a failover,
 * idle_session_timeout, an administrator). node-postgres then emits 'error' on the pool, which
 * kills the process if nobody listens and hides the cause if the listener swallows it: db/client.ts
 * hands it to the app's logger as a warning. It needs a PostgreSQL server, so it runs in the
 * PostgreSQL lane beside the multi-process proof (`npm run test:cluster`, .ci/run).
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-pool-errors-"));
  server = startServer({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JWT_SECRET: "pool-errors-test-secret-long-enough-for-hs256-0123456789",
  });
  await waitForHealth(server);
}, SERVER_START_MS);

afterAll(async () => {
  server?.child.kill("SIGKILL");
  await server?.exited;
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Ends every connection the server holds to its database, as an administrator would. */
async function terminateServerConnections(): Promise<number> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe("a database connection lost while idle (PostgreSQL)", () => {
  it("is logged as a warning and the server goes on answering", async () => {
    // The health check ran a query: the pool holds at least that connection, idle.
    expect(await terminateServerConnections()).toBeGreaterThan(0);

    const logged = await waitFor(() => server.output().includes('"msg":"database connection lost"'), 30_000);
    expect(logged, server.output()).toBe(true);
    const warning = server
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"database connection lost"'));
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, err: { message: expect.any(String) } });

    // Alive: the process has not exited, and its next query opens a fresh connection.
    expect(server.child.exitCode, server.output()).toBeNull();
    // A refused connection means the process is going down: its output says why.
    const health = await fetch(`${server.url}/api/health/`).catch((error: unknown) => {
      throw new Error(`${String(error)}; the server printed:\n${server.output()}`);
    });
    expect(health.status, server.output()).toBe(200);
  });
});

describe("a database connection lost inside a transaction (PostgreSQL)", () => {
  it("is reported, fails the transaction, and leaves the process and the pool working", async () => {
    const opened = await openDatabase({ databaseUrl: database.url });
    const reported: string[] = [];
    opened.onConnectionError((error) => reported.push(error.message));
    try {
      const outcome = await opened.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          // The client is checked out and idle between two statements, as while a job awaits a file.
          const admin = new pg.Client({ connectionString: database.url });
          await admin.connect();
          try {
            const { rows } = await admin.query(
              `select pg_terminate_backend(pid) as ended from pg_stat_activity
                where datname = current_database() and state = 'idle in transaction'`,
            );
            expect(rows.filter((row) => row.ended)).toHaveLength(1);
          } finally {
            await admin.end();
          }
          // Without a listener on the checked-out client its 'error' event was unhandled: a crash.
          expect(await waitFor(() => reported.length > 0, 10_000)).toBe(true);
          await tx.execute(sql`select 2`);
        })
        .then(
          () => "committed",
          () => "failed",
        );
      expect(outcome).toBe("failed");
      expect(await opened.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await opened.close();
    }
  });
});
