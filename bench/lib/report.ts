import type { Measure } from "./measure.ts";
import type { PageWeight } from "./pages.ts";

export type CeilingName = "bare http" | "sql loop" | "argon2 loop";

export interface CaseResult {
  name: string;
  request: string;
  measure: Measure;
  /** The ceiling this case is judged against, and the ratio to it. */
  ceiling: CeilingName;
  ceilingRps: number;
  ratio: number;
  /** The same SQL (or argon2 check) with no HTTP, for every case. */
  sqlLoop: Measure;
}

export interface GrowthRow {
  products: number;
  firstPage: Measure;
  /** The first page with the response cache off (CATALOG_CACHE=false). */
  firstPageDb: Measure;
  search: Measure;
  /** A one-letter slip (TYPO_SEARCH), one client address per request: from the cache once repeated. */
  typoSearch: Measure;
  /** The broad typo (BROAD_TYPO_SEARCH) with the response cache off: how the search's SQL grows. */
  broadTypoDb: Measure;
  /** Suggestions for a slip with the response cache off: every answer from the database. */
  suggestionsDb: Measure;
}

export interface DatabaseResult {
  database: "pglite" | "postgres";
  products: number;
  /** Ceiling (a): the mean of `bareRuns`, measured before and after the cases. */
  bare: Measure;
  bareRuns: Measure[];
  cases: CaseResult[];
  growth: GrowthRow[];
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const int = (value: number) => Math.round(value).toLocaleString("en-US");

export function databaseTable(result: DatabaseResult): string {
  const title = `${result.database === "pglite" ? "PGlite (embedded)" : "PostgreSQL"}, ${int(result.products)} products`;
  const lines = [
    title,
    `${"case".padEnd(20)}${pad("req/s", 9)}${pad("p50", 7)}${pad("p97.5", 7)}${pad("p99", 7)} ms   ${"ceiling".padEnd(22)}${pad("ratio", 6)}   sql loop req/s`,
  ];
  const row = (name: string, m: Measure, ceiling: string, ratio: string, sqlRps: string) =>
    `${name.padEnd(20)}${pad(int(m.rps), 9)}${pad(ms(m.p50), 7)}${pad(ms(m.p975), 7)}${pad(ms(m.p99), 7)}      ${ceiling.padEnd(22)}${pad(ratio, 6)}   ${sqlRps}${m.failures ? `   (${m.failures} failed)` : ""}`;
  lines.push(
    row(
      "bare node:http (a)",
      result.bare,
      `mean of ${result.bareRuns.map((m) => int(m.rps)).join(" / ")} (before / after the cases)`,
      "",
      "",
    ),
  );
  for (const c of result.cases) {
    lines.push(
      row(
        c.name,
        c.measure,
        `${c.ceiling} ${int(c.ceilingRps)}`,
        `${Math.round(c.ratio * 100)} %`,
        `${int(c.sqlLoop.rps)} (p50 ${ms(c.sqlLoop.p50)} ms)`,
      ),
    );
  }
  if (result.growth.length > 0) {
    lines.push(
      "",
      `growth      ${"first page p50 / p99 ms".padEnd(27)}${"same, cache off".padEnd(27)}search p50 / p99 ms`,
    );
    const base = result.growth[0]!;
    for (const g of result.growth) {
      const times = (m: Measure, b: Measure) =>
        `${ms(m.p50)} / ${ms(m.p99)} (×${(m.p50 / b.p50).toFixed(1)})`.padEnd(27);
      lines.push(
        `${pad(int(g.products), 8)}    ${times(g.firstPage, base.firstPage)}${times(g.firstPageDb, base.firstPageDb)}${times(g.search, base.search)}`,
      );
    }
    lines.push(
      "",
      `search      ${"typo search p50 / p97.5 / p99 ms".padEnd(38)}${"broad typo, cache off".padEnd(38)}suggestions, cache off, p50 / p97.5 / p99 ms`,
    );
    for (const g of result.growth) {
      const spread = (m: Measure) =>
        `${ms(m.p50)} / ${ms(m.p975)} / ${ms(m.p99)} (${int(m.rps)} req/s)`.padEnd(38);
      lines.push(
        `${pad(int(g.products), 8)}    ${spread(g.typoSearch)}${spread(g.broadTypoDb)}${spread(g.suggestionsDb)}`,
      );
    }
  }
  return lines.join("\n");
}

export function pagesTable(weights: PageWeight[], budget: number): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [`pages (gzip, before first render; market JS budget ${kb(budget)})`];
  for (const w of weights) {
    lines.push(
      `${w.page.padEnd(22)} JS ${pad(kb(w.jsGzip), 9)}   CSS ${pad(kb(w.cssGzip), 8)}   ${w.files} files`,
    );
  }
  return lines.join("\n");
}
