import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, it } from "vitest";

/**
 * `npm run db:generate` diffs the Drizzle schema against the newest snapshot in the migrations'
 * meta folder. The migrations are written by hand, so the snapshot is brought up to date with each
 * schema change; if it is not, the next person to run db:generate gets a migration that redoes
 * others. This runs drizzle-kit on a copy of the folder and expects it to find nothing to write.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Outside the repository, so the lint and the type check running beside the tests never read it.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-db-generate-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

it("finds the schema and the latest migration snapshot in step", () => {
  fs.cpSync(path.join(root, "apps/api/src/db/migrations"), path.join(scratch, "migrations"), {
    recursive: true,
  });
  const config = path.join(scratch, "drizzle.config.ts");
  const relative = (to) => `./${path.relative(root, to)}`;
  fs.writeFileSync(
    config,
    // A plain object: outside the repository, an import of drizzle-kit would not resolve.
    `export default {
  dialect: "postgresql",
  schema: "./apps/api/src/db/schema/*.ts",
  out: "${relative(path.join(scratch, "migrations"))}",
};
`,
  );
  const output = execFileSync(
    process.execPath,
    [path.join(root, "node_modules/drizzle-kit/bin.cjs"), "generate", "--config", config],
    { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 },
  );
  expect(output).toContain("No schema changes, nothing to migrate");
  const written = fs.readdirSync(path.join(scratch, "migrations")).filter((name) => name.endsWith(".sql"));
  const committed = fs
    .readdirSync(path.join(root, "apps/api/src/db/migrations"))
    .filter((name) => name.endsWith(".sql"));
  expect(written).toEqual(committed);
}, 150_000);
