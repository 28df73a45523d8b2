import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

/**
 * End-to-end tests against the real server (`node --import tsx apps/api/src/server.ts`) serving the API and
 * the built SPA (run `npm run build` first; `npm run test:e2e` does). Every run gets a fresh data directory,
 * so the embedded database starts empty with the demo catalogue and the e2e admin below.
 */
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

// Debian's chromium-headless-shell (the same Chromium build without the desktop browser around it)
// runs the journeys when installed: they are CPU-bound on 2 cores, and the shell ran the six
// heaviest spec files in 3.8 min where the full browser took 4.6 (decision 209). The layout-shift
// journeys measure what a phone's real browser draws, so they keep the full /usr/bin/chromium: the
// shell reports a second, 0.010 shift of the /login card that Chromium itself does not make.
// CHROMIUM_PATH names one browser for every journey.
const fullChromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const headlessShell = "/usr/bin/chromium-headless-shell";
const journeyChromium =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : fullChromium);
const measuredAsOnAPhone = /layout-shift\.spec\.ts$/;

function launchOptions(executablePath: string) {
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  };
}

// The config is read by the runner and by each worker; workers inherit the runner's variable.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-e2e-"));
  process.env.E2E_DATA_DIR_CREATED = "1";
}

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Per port, so that runs on different ports do not wipe each other's traces.
  outputDir: path.join(os.tmpdir(), `heritage-e2e-results-${port}`),
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: false,
  // The same in CI as on a developer's machine: one worker per core of the 2-core machine, and no
  // retries, so that a journey that fails only now and then fails the gate and is made to await
  // its state instead of hiding (decision 209).
  workers: 2,
  retries: 0,
  // A hang detector, not a speed target: twice what the longest default-timed journeys took beside
  // the unit lane at load 12 (payments 33 s, selling 35 s, shop promises 32 s in a CI-like run).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL,
    // No trace unless asked (`--trace retain-on-failure` on the command line): recording one films
    // every page for the trace viewer, and the same eleven journeys cost 158 and 193 CPU-seconds
    // with it, 141 with DOM snapshots only and 123 without (decision 236). A failure still keeps
    // its screenshot and its error context, the page as an accessibility tree.
    trace: "off",
    // The app's service worker (decision 197) would answer requests before page.route() sees them and
    // keep files between tests; only the specs about it (installable-app.spec.ts) let it run.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      testIgnore: measuredAsOnAPhone,
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
        launchOptions: launchOptions(journeyChromium),
      },
    },
    {
      name: "chromium-full",
      testMatch: measuredAsOnAPhone,
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
        launchOptions: launchOptions(fullChromium),
      },
    },
  ],
  webServer: {
    command: "node --import tsx apps/api/src/server.ts",
    cwd: repoRoot,
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_USERNAME: "e2e_admin",
      ADMIN_PASSWORD: "E2eAdmin#2026",
      LOG_LEVEL: "warn",
      // Many sign-ups and sign-ins come from one address in a run; the limits themselves are API-tested.
      RATE_LIMIT_LOGIN: "1000",
      RATE_LIMIT_REGISTER: "1000",
      // The embedded demo's simulators, asked for by name (decision 218): the journeys pay with them.
      PAYMENT_PROVIDERS: "mtn-simulator,airtel-simulator",
      // Every shopper of a run orders from 127.0.0.1; the per-address hold caps are API-tested.
      ORDER_LIMITS_ADDRESS: "1000,100000,1000000",
    },
  },
});
