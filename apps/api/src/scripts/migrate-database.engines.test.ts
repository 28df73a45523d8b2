import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";

const run = promisify(execFile);
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrate-database.ts");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-db-migrate-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run db:migrate` migrates and exits, without starting the server or seeding. */
describe("npm run db:migrate", () => {
  it("brings an empty embedded database up to date, twice without harm", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    for (let time = 0; time < 2; time += 1) {
      const { stdout } = await run(process.execPath, ["--import", "tsx", script], { env, timeout: 120_000 });
      expect(stdout).toContain(`the embedded database in ${dataDir} is up to date`);
    }
    const database = await openDatabase({ dataDir });
    try {
      const count = async (query: ReturnType<typeof sql>) =>
        ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const applied = await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(
        fs.readFileSync(path.join(path.dirname(script), "../db/migrations/meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      expect(applied).toBe(journal.entries.length);
      // Migrated, not seeded: the demo data is the server's business.
      expect(await count(sql`select count(*)::int as n from products`)).toBe(0);
    } finally {
      await database.close();
    }
  }, 240_000);
});
