import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import type { AppConfig } from "../config.ts";
import { openTestDatabase } from "./database-template.ts";

const ROOMY_HOLD_LIMITS = { orders: 10_000, productUnits: 1_000_000, units: 1_000_000 };

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: in-memory PGlite by default, or a new database on the
 * server named by TEST_DATABASE_URL (CI runs the suite both ways); both are copies of the run's
 * migrated template (database-template.ts).
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-test-"));
  const { database, close: closeDatabase } = await openTestDatabase(inject("databaseTemplate"));
  const config: AppConfig = {
    dataDir,
    whatsappNumber: "250788000000",
    rateLimitLogin: 1000,
    rateLimitRegister: 1000,
    // Test shoppers all come from one address and many place several orders; the hold limits
    // themselves are tested with the real defaults (order-holds.engines.test.ts).
    orderLimits: { account: ROOMY_HOLD_LIMITS, address: ROOMY_HOLD_LIMITS },
    uploadRateLimit: 1000,
    // Suites search and read the repository far more than a person would; the guard has its own
    // tests (test/attacks).
    searchLimits: { perMinute: 100_000, concurrency: 2, repositoryPerMinute: 100_000 },
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
      await closeDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
