import { defineConfig } from "vitest/config";
import { apiProjects } from "./apps/api/vitest.projects.ts";
import { webProjects } from "./apps/web/vitest.projects.ts";

export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      ...apiProjects(),
      ...webProjects(),
      // The repository's own checks (scripts/check-boundaries.mjs, scripts/check-test-tags.mjs).
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
