import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";
import { filesMockingModules } from "../../scripts/test-files.mjs";

/**
 * The API's Vitest projects (decision 209). Every file runs once on the run's engine: PostgreSQL
 * when TEST_DATABASE_URL names a server (CI), the embedded PGlite otherwise. With a server, the
 * files tagged `*.engines.test.ts` (races, locks, constraint codes, plans, migrations, counters
 * the database holds) run on PGlite as well; `npm run lint` (scripts/check-test-tags.mjs) keeps
 * the tag on every file that needs it.
 */
const root = import.meta.dirname;
const mocking: string[] = filesMockingModules(root);

function apiProject(name: string, suffix: string, onPglite: boolean): TestProjectInlineConfiguration[] {
  const test = {
    environment: "node" as const,
    include: [`src/**/*${suffix}`],
    exclude: [...configDefaults.exclude, "src/**/*.cluster.test.ts"],
    // One migrated database per run and engine, copied for each test file (src/test/database-template.ts).
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // An empty TEST_DATABASE_URL means PGlite, whatever the run's environment says.
    ...(onPglite ? { env: { TEST_DATABASE_URL: "" } } : {}),
  };
  const isolated = mocking.filter((file) => file.endsWith(suffix));
  return [
    // Files share a worker's module graph (imported once); each builds its own app on its own copy
    // of the template database.
    { root, test: { ...test, name, exclude: [...test.exclude, ...mocking], isolate: false } },
    ...(isolated.length > 0
      ? [{ root, test: { ...test, name: `${name}-isolated`, include: isolated, isolate: true } }]
      : []),
  ];
}

export function apiProjects(): TestProjectInlineConfiguration[] {
  return [
    ...apiProject("api", ".test.ts", false),
    ...(process.env.TEST_DATABASE_URL ? apiProject("api-engines", ".engines.test.ts", true) : []),
  ];
}
