import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildWeb, MARKET_JS_BUDGET, marketOverBudget, pageWeights } from "./lib/pages.ts";
import { pagesTable } from "./lib/report.ts";

/**
 * `npm run test:budget` (a step of `npm test`): builds the web app into a temporary directory and fails
 * when /market loads more JavaScript before its first render than its budget, in English, Kinyarwanda or
 * French (decision 100). The same measure as `npm run bench`'s pages table (bench/lib/pages.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-budget-"));
try {
  buildWeb(root, outDir);
  const weights = pageWeights(outDir);
  console.log(pagesTable(weights, MARKET_JS_BUDGET));
  const over = marketOverBudget(weights);
  for (const page of over) {
    console.error(
      `${page.page} loads ${(page.jsGzip / 1024).toFixed(1)} KB of JavaScript (gzip) before its first render; the budget is ${MARKET_JS_BUDGET / 1024} KB. Defer what the first screen does not show (decision 100).`,
    );
  }
  process.exitCode = over.length ? 1 : 0;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
