import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "api",
    include: ["src/**/*.test.ts"],
    // The multi-process proof runs on its own (vitest.cluster.config.ts, decision 193).
    exclude: [...configDefaults.exclude, "src/**/*.cluster.test.ts"],
    environment: "node",
    // One migrated database per run, copied for each test file (src/test/database-template.ts).
    globalSetup: ["src/test/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
