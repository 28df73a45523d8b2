import { defineConfig } from "vitest/config";
import { apiProjects } from "./apps/api/vitest.projects.ts";
import { webProjects } from "./apps/web/vitest.projects.ts";

export default defineConfig({
  test: {
    // `npm run test:coverage`: line and branch coverage of the product code (issue 33's before/after
    // figures in docs/testing.md); the gate itself runs without it.
    coverage: {
      provider: "v8",
      include: ["apps/api/src/**/*.ts", "apps/web/src/**/*.{ts,tsx}", "packages/domain/src/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "**/test/**", "**/*.d.ts"],
      reporter: ["text-summary", "json-summary"],
      reportsDirectory: "coverage",
    },
    projects: [
      "packages/domain",
      ...apiProjects(),
      ...webProjects(),
      // The repository's own checks (scripts/check-boundaries.mjs, scripts/check-test-tags.mjs).
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
