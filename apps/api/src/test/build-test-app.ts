import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";

const ROOMY_HOLD_LIMITS = { orders: 10_000, productUnits: 1_000_000, units: 1_000_000 };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL (CI runs the suite both ways).
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-test-"));
  const server = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (server) {
    const name = `heritage_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = await openDatabase({ databaseUrl });
  const config: AppConfig = {
    dataDir,
    whatsappNumber: "250788000000",
    rateLimitLogin: 1000,
    rateLimitRegister: 1000,
    // Test shoppers all come from one address and many place several orders; the hold limits
    // themselves are tested with the real defaults (order-holds.test.ts).
    orderLimits: { account: ROOMY_HOLD_LIMITS, address: ROOMY_HOLD_LIMITS },
    uploadRateLimit: 1000,
    // Suites search far more than a person would; the guard has its own test (test/attacks).
    searchLimits: { perMinute: 100_000, concurrency: 2 },
    logLevel: "silent",
    trustProxy: false,
    seedDemo: false,
    webDist: path.join(dataDir, "no-web"),
    ...overrides,
  };
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
