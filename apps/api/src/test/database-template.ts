import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

/**
 * One migrated database per test run, copied for every test file (decision 140): initialising a
 * PGlite cluster and running every migration took 2-3 s per file; loading a copy takes a fraction.
 * PGlite: a gzipped dump of the migrated data directory. PostgreSQL: a migrated database that each
 * file's database is created from (`create database ... template ...`).
 */
export type DatabaseTemplate = { kind: "pglite"; dumpFile: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate | undefined;
  }
}

export interface TestDatabase {
  database: Database;
  /** Closes the database and drops what was created for it. */
  close(): Promise<void>;
}

async function onServer(server: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

const randomName = (prefix: string) => `${prefix}_${crypto.randomBytes(6).toString("hex")}`;

/** Builds the run's template; the returned function removes it. */
export async function prepareTemplate(
  server = process.env.TEST_DATABASE_URL,
): Promise<{ template: DatabaseTemplate; remove(): Promise<void> }> {
  if (server) {
    const name = randomName("heritage_template");
    await onServer(server, (client) => client.query(`create database ${name}`));
    const database = await openDatabase({ databaseUrl: databaseUrl(server, name) });
    await database.close();
    return {
      template: { kind: "postgres", name },
      remove: () =>
        onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`)),
    };
  }
  const database = await openDatabase({});
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error("PGlite did not dump its data directory");
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "heritage-template-")), "pgdata.tar.gz");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return {
    template: { kind: "pglite", dumpFile },
    remove: async () => fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true }),
  };
}

/**
 * A fresh database for one test app: a copy of the run's template when there is one (the test
 * runner's global setup makes it), otherwise a newly migrated one. Migrations still run on the
 * copy and find nothing to do.
 */
export async function openTestDatabase(template: DatabaseTemplate | undefined): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    const loadDataDir =
      template?.kind === "pglite" ? new Blob([fs.readFileSync(template.dumpFile)]) : undefined;
    const database = await openDatabase({ loadDataDir });
    return { database, close: () => database.close() };
  }
  const name = randomName("heritage_test");
  const from = template?.kind === "postgres" ? ` template ${template.name}` : "";
  await onServer(server, (client) => client.query(`create database ${name}${from}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(server, name) });
  return {
    database,
    async close() {
      await database.close();
      await onServer(server, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
