import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startApi } from "./processes.ts";

/**
 * Decision 198: Lighthouse's mobile preset (a mid-range phone, simulated slow 4G) on the system
 * Chromium, on the demo catalogue served by the production server: the four category scores, LCP, CLS
 * and the bytes each page's first view transfers. Failing audits are listed so a run says what to fix.
 */
export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  transferBytes: number;
  /** Audits that count towards a score and did not pass, by id. */
  failing: string[];
}

const PAGES = ["/", "/market", "/login", "/resources", "/elearning"] as const;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export async function benchLighthouse(webDist: string, port: number): Promise<LighthouseRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-bench-lighthouse-"));
  const api = await startApi({ DATA_DIR: dataDir, WEB_DIST: webDist, SEED_DEMO: "true" }, port);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows: LighthouseRow[] = [];
  try {
    const first = (await (await fetch(`${api.url}/api/market/products/?page_size=1`)).json()) as {
      results: Array<{ id: number }>;
    };
    const product = first.results[0]?.id;
    if (product === undefined) throw new Error("the demo catalogue has no product");
    for (const page of [...PAGES, `/market?product=${product}`]) {
      const result = await lighthouse(`${api.url}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const weighted = new Set(
        Object.values(categories).flatMap((category) =>
          category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
        ),
      );
      rows.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        transferBytes: audits["total-byte-weight"]?.numericValue ?? Number.NaN,
        failing: [...weighted]
          .filter((id) => {
            const audit = audits[id];
            return audit && audit.score !== null && audit.score < 0.9;
          })
          .map((id) => (id === "inspector-issues" ? `${id} (${inspectorIssues(audits[id]?.details)})` : id)),
      });
    }
  } finally {
    chrome.kill();
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

/** The kinds of issue Chrome's DevTools logged (the "inspector-issues" audit's rows). */
function inspectorIssues(details: unknown): string {
  const items = (details as { items?: Array<{ issueType?: string }> } | undefined)?.items ?? [];
  return [...new Set(items.map((item) => item.issueType ?? "?"))].join(", ");
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const header =
    "Lighthouse mobile (simulated slow 4G, mid-range phone); targets: perf ≥ 95, a11y/bp/SEO 100, LCP ≤ 2.5 s, /market ≤ 350 KB";
  const lines = rows.map((row) =>
    [
      row.page.padEnd(22),
      String(row.performance).padStart(5),
      String(row.accessibility).padStart(5),
      String(row.bestPractices).padStart(5),
      String(row.seo).padStart(5),
      `${(row.lcpMs / 1000).toFixed(2)} s`.padStart(8),
      row.cls.toFixed(3).padStart(7),
      `${(row.transferBytes / 1024).toFixed(0)} KB`.padStart(8),
      `  ${row.failing.join(", ")}`,
    ].join(" "),
  );
  return [
    header,
    `${"page".padEnd(22)}  perf  a11y    bp   seo      LCP     CLS  transfer  below 0.9`,
    ...lines,
  ].join("\n");
}
