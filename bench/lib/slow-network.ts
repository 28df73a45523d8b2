import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startApi } from "./processes.ts";

/**
 * Decision 182: how long /market takes to show its first product card on a phone network of
 * 400 kbps with 400 ms of latency (Chromium's emulation), on the demo catalogue. The median of a few
 * fresh page loads, each with an empty browser cache.
 */
export interface SlowNetworkResult {
  runs: number[];
  medianMs: number;
}

const RUNS = 3;

export async function benchSlowNetwork(webDist: string, port: number): Promise<SlowNetworkResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-bench-slow-"));
  const api = await startApi({ DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: "true" }, port);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const runs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 400,
        downloadThroughput: (400 * 1000) / 8,
        uploadThroughput: (400 * 1000) / 8,
      });
      const started = Date.now();
      await page.goto(`${api.url}/market`, { waitUntil: "commit" });
      // The server's first cards (decision 183: a link each) count as well as the app's (a button each).
      const recommended = page.getByRole("region", { name: "Recommended Items" });
      await recommended
        .getByRole("link", { name: /^View details of / })
        .or(recommended.getByRole("button", { name: /^View details of / }))
        .first()
        .waitFor({ state: "visible", timeout: 60_000 });
      runs.push(Date.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...runs].sort((a, b) => a - b);
  return { runs, medianMs: sorted[Math.floor(sorted.length / 2)]! };
}

export function slowNetworkTable(result: SlowNetworkResult): string {
  return [
    "first product card on /market at 375 px, 400 kbps / 400 ms latency (target 5 s)",
    `median ${(result.medianMs / 1000).toFixed(2)} s   runs ${result.runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(", ")}`,
  ].join("\n");
}
