import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Vitest's 5 s default is a few dozen typed characters and dialog round trips on the shared
    // 2-core machine under load: form tests passed alone and timed out in the full run. A test
    // that hangs still fails, after 30 s.
    testTimeout: 30_000,
  },
});
