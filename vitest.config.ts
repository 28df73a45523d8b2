import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "apps/api",
      "apps/web",
      // The repository's own checks (scripts/check-boundaries.mjs).
      { test: { name: "scripts", include: ["scripts/**/*.test.mjs"], environment: "node" } },
    ],
  },
});
