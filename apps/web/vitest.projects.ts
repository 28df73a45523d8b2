import react from "@vitejs/plugin-react";
import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";
import { filesMockingModules } from "../../scripts/test-files.mjs";

/**
 * The web app's Vitest projects (decision 209): files share a worker's module graph and DOM
 * (`isolate: false`), cleaned after each test by src/test/setup.ts; files that replace a module
 * with vi.mock run isolated beside them.
 */
const root = import.meta.dirname;
const mocking: string[] = filesMockingModules(root);

export function webProjects(): TestProjectInlineConfiguration[] {
  const test = {
    environment: "jsdom" as const,
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Vitest's 5 s default is a few dozen typed characters and dialog round trips on the shared
    // 2-core machine under load: form tests passed alone and timed out in the full run. A test
    // that hangs still fails, after 30 s.
    testTimeout: 30_000,
  };
  return [
    {
      root,
      plugins: [react()],
      test: { ...test, name: "web", exclude: [...configDefaults.exclude, ...mocking], isolate: false },
    },
    ...(mocking.length > 0
      ? [
          {
            root,
            plugins: [react()],
            test: { ...test, name: "web-isolated", include: mocking, isolate: true },
          },
        ]
      : []),
  ];
}
