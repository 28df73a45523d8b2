/**
 * `npm run bench`: what the API and the pages cost, each case beside its ceiling. See
 * docs/performance.md for how to read the table. Options: --quick (short runs, for trying a
 * change), --only=pglite|postgres, --case=NAME (only the cases whose name contains NAME, e.g.
 * --case=cart), --no-growth, --growth-sizes=1000,10000, --no-pages, --no-slow-network (--slow-network: only
 * that), --no-lighthouse (--lighthouse: only that). BENCH_DATABASE_URL adds PostgreSQL,
 * and with it 1 and 2 API processes behind HAProxy (--cluster: only those; --no-cluster: without).
 * --repository-flood: only the cart's latency under a flood of repository reads (decision 211;
 * --no-repository-flood: without it), on --repository-items=N items (2,000 unless told).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type BenchCase,
  BROAD_TYPO_SEARCH,
  CASES,
  FIRST_PAGE,
  SEARCH,
  SUGGESTIONS,
  TYPO_SEARCH,
} from "./lib/cases.ts";
import { benchCluster, type ClusterRow, clusterTable } from "./lib/cluster-bench.ts";
import { benchCsvImport, type CsvImportResult, csvImportTable } from "./lib/csv-import.ts";
import { addShopper, fillCatalogue, freshTarget, openTarget, type Target } from "./lib/dataset.ts";
import { BENCH_JWT_SECRET, type Ceilings, measureCeilings } from "./lib/in-process.ts";
import { benchLighthouse, type LighthouseRow, lighthouseTable } from "./lib/lighthouse.ts";
import { measure } from "./lib/load.ts";
import { type Measure, meanOf } from "./lib/measure.ts";
import { buildWeb, MARKET_JS_BUDGET, marketOverBudget, pageWeights } from "./lib/pages.ts";
import { startApi, startBare } from "./lib/processes.ts";
import { type DatabaseResult, databaseTable, type GrowthRow, pagesTable } from "./lib/report.ts";
import {
  benchRepositoryFlood,
  type RepositoryFloodResult,
  repositoryFloodTable,
} from "./lib/repository-flood.ts";
import { benchSlowNetwork, type SlowNetworkResult, slowNetworkTable } from "./lib/slow-network.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const quick = args.has("--quick");
const only = [...args].find((a) => a.startsWith("--only="))?.slice(7);
const caseFilter = [...args].find((a) => a.startsWith("--case="))?.slice(7);
const cases = caseFilter ? CASES.filter((c) => c.name.includes(caseFilter)) : CASES;
const SECONDS = quick ? 3 : 10;
const CEILING_SECONDS = quick ? 2 : 5;
const GROWTH_SECONDS = quick ? 2 : 5;
const PRODUCTS = 10_000;
/** --growth-sizes=1000,10000 measures growth at those sizes only (100,000 takes long to generate). */
const growthArg = [...args].find((a) => a.startsWith("--growth-sizes="))?.slice(15);
const GROWTH_SIZES = growthArg ? growthArg.split(",").map(Number) : [1_000, 10_000, 100_000];
const REPOSITORY_ITEMS = Number(
  [...args].find((a) => a.startsWith("--repository-items="))?.slice(19) ?? 2_000,
);
// BENCH_PORT: another port when two benches share the machine.
const PORT = Number(process.env.BENCH_PORT ?? 3160);
/** The market's first-render JavaScript may not grow past this (gzip bytes). */

const work = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-bench-"));
const webDist = path.join(work, "web");

function serverEnv(target: Target): Record<string, string> {
  return {
    DATA_DIR: target.dataDir!,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    WEB_DIST: webDist,
    JWT_SECRET: BENCH_JWT_SECRET,
    // The login case comes from many client addresses (X-Forwarded-For), as behind a load balancer
    // on this machine: the bench client is the one trusted hop.
    TRUST_PROXY: "loopback",
  };
}

function concrete(c: BenchCase, ceilings: Ceilings) {
  return {
    path: c.path.replace(":product", String(ceilings.productId)),
    method: c.method,
    headers: {
      ...(c.signedIn ? { authorization: `Bearer ${ceilings.accessToken}` } : {}),
      ...(c.body ? { "content-type": "application/json" } : {}),
      ...c.headers,
    },
    body: c.body ? JSON.stringify(c.body) : undefined,
    manyClients: c.manyClients,
  };
}

async function seeded(kind: Target["kind"], size: number): Promise<Target> {
  const dir = fs.mkdtempSync(path.join(work, `${kind}-${size}-`));
  const target = await freshTarget(kind, dir, process.env.BENCH_DATABASE_URL);
  const database = await openTarget(target);
  try {
    await fillCatalogue(database, size);
    await addShopper(database);
  } finally {
    await database.close();
  }
  return target;
}

async function growthAt(target: Target, size: number): Promise<GrowthRow> {
  const measureAt = async (env: Record<string, string>, path: string, manyClients = false) => {
    const api = await startApi({ ...serverEnv(target), ...env }, PORT);
    try {
      return await measure(api.url, { path, manyClients }, GROWTH_SECONDS, 1);
    } finally {
      await api.stop();
    }
  };
  return {
    products: size,
    firstPage: await measureAt({}, FIRST_PAGE),
    // The same page with the response cache off: how the SQL itself grows with the catalogue.
    firstPageDb: await measureAt({ CATALOG_CACHE: "false" }, FIRST_PAGE),
    // One address per request: one address passes the search throttle within the run (decision 082).
    search: await measureAt({}, SEARCH, true),
    // A typo search as served (from the cache once repeated, decision 152), then the
    // broad typo and as-you-type suggestions with every answer from the database: the SQL's growth.
    typoSearch: await measureAt({}, TYPO_SEARCH, true),
    broadTypoDb: await measureAt({ CATALOG_CACHE: "false" }, BROAD_TYPO_SEARCH, true),
    suggestionsDb: await measureAt({ CATALOG_CACHE: "false" }, SUGGESTIONS, true),
  };
}

async function measureBare(kind: Target["kind"], bodyFile: string): Promise<Measure> {
  log(`${kind}: ceiling (a), bare node:http`);
  const bareServer = await startBare(bodyFile, PORT);
  return measure(bareServer.url, { path: FIRST_PAGE }, SECONDS).finally(() => bareServer.stop());
}

async function benchDatabase(kind: Target["kind"]): Promise<DatabaseResult> {
  log(`${kind}: generating ${PRODUCTS} products`);
  const target = await seeded(kind, PRODUCTS);
  const growth: GrowthRow[] = [];
  try {
    log(`${kind}: ceilings (b), the same SQL through the same driver with no HTTP`);
    const ceilings = await measureCeilings(target, cases, CEILING_SECONDS);

    // Ceiling (a) before and after the cases, so that a busy or quiet moment of the machine
    // weighs on the ceiling as it does on the cases between; the ratios use the mean of the two.
    const bodyFile = path.join(work, "first-page.json");
    const source = await startApi(serverEnv(target), PORT);
    try {
      fs.writeFileSync(bodyFile, Buffer.from(await (await fetch(source.url + FIRST_PAGE)).arrayBuffer()));
    } finally {
      await source.stop();
    }
    const bareRuns = [await measureBare(kind, bodyFile)];

    log(`${kind}: API cases`);
    const api = await startApi(serverEnv(target), PORT);
    const measures: Measure[] = [];
    try {
      for (const c of cases) {
        measures.push(await measure(api.url, concrete(c, ceilings), SECONDS));
        log(`  ${c.name}: ${Math.round(measures.at(-1)!.rps)} req/s`);
      }
    } finally {
      await api.stop();
    }
    bareRuns.push(await measureBare(kind, bodyFile));
    const bare = meanOf(bareRuns);

    if (!args.has("--no-growth")) {
      for (const size of GROWTH_SIZES) {
        log(`${kind}: growth at ${size} products`);
        if (size === PRODUCTS) {
          growth.push(await growthAt(target, size));
          continue;
        }
        const other = await seeded(kind, size);
        growth.push(await growthAt(other, size).finally(() => other.drop()));
      }
    }

    const results = cases.map((c, i) => {
      const sqlLoop = ceilings.loops[i]!;
      const ceilingRps = c.ceiling === "bare http" ? bare.rps : sqlLoop.rps;
      return {
        name: c.name,
        request: `${c.method} ${c.path}`,
        measure: measures[i]!,
        ceiling: c.ceiling,
        ceilingRps,
        ratio: measures[i]!.rps / ceilingRps,
        sqlLoop,
      };
    });
    return { database: kind, products: PRODUCTS, bare, bareRuns, cases: results, growth };
  } finally {
    await target.drop();
  }
}

/** 1 and 2 API processes behind HAProxy on one PostgreSQL database of PRODUCTS products. */
async function clusterCase(): Promise<ClusterRow[]> {
  if (!process.env.BENCH_DATABASE_URL)
    throw new Error("--cluster needs BENCH_DATABASE_URL (a PostgreSQL server)");
  log(`postgres: generating ${PRODUCTS} products for the cluster case`);
  const target = await seeded("postgres", PRODUCTS);
  try {
    return await benchCluster(serverEnv(target), work, SECONDS, log);
  } finally {
    await target.drop();
  }
}

async function repositoryFloods(kinds: Target["kind"][]): Promise<RepositoryFloodResult[]> {
  const results: RepositoryFloodResult[] = [];
  for (const kind of kinds) {
    log(`${kind}: the cart during a repository flood (${REPOSITORY_ITEMS} items)`);
    results.push(
      await benchRepositoryFlood(kind, work, serverEnv, {
        items: REPOSITORY_ITEMS,
        seconds: SECONDS,
        port: PORT,
        serverUrl: process.env.BENCH_DATABASE_URL,
      }),
    );
  }
  return results;
}

function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const kinds: Target["kind"][] = [];
  if (!only || only === "pglite") kinds.push("pglite");
  if (process.env.BENCH_DATABASE_URL && (!only || only === "postgres")) kinds.push("postgres");

  if (args.has("--cluster")) {
    console.log(clusterTable(await clusterCase()));
    return;
  }

  if (args.has("--csv-import")) {
    const imports: CsvImportResult[] = [];
    for (const kind of kinds) {
      log(`${kind}: repository CSV import`);
      imports.push(await benchCsvImport(kind, work, process.env.BENCH_DATABASE_URL));
    }
    console.log(csvImportTable(imports));
    return;
  }

  if (args.has("--repository-flood")) {
    console.log(repositoryFloodTable(await repositoryFloods(kinds)));
    return;
  }

  log("building the web app (vite build --manifest) into a temporary directory");
  // Precompressed as in production: the pages' transfer sizes (Lighthouse, the slow network) depend on it.
  buildWeb(root, webDist, { precompress: true });
  const weights = args.has("--no-pages") ? [] : pageWeights(webDist);
  let lighthouseRows: LighthouseRow[] = [];
  if (!args.has("--no-lighthouse") && !args.has("--slow-network")) {
    log("Lighthouse, mobile preset, on the system Chromium (decision 198)");
    lighthouseRows = await benchLighthouse(webDist, PORT);
    if (args.has("--lighthouse")) {
      console.log(lighthouseTable(lighthouseRows));
      return;
    }
  }
  let slowNetwork: SlowNetworkResult | null = null;
  if (!args.has("--no-slow-network")) {
    log("the market's first products on a slow phone network (decision 182)");
    slowNetwork = await benchSlowNetwork(webDist, PORT);
    if (args.has("--slow-network")) {
      console.log(slowNetworkTable(slowNetwork));
      return;
    }
  }

  const databases: DatabaseResult[] = [];
  for (const kind of kinds) databases.push(await benchDatabase(kind));

  const imports: CsvImportResult[] = [];
  if (!args.has("--no-csv-import")) {
    for (const kind of kinds) {
      log(`${kind}: repository CSV import`);
      imports.push(await benchCsvImport(kind, work, process.env.BENCH_DATABASE_URL));
    }
  }

  const floods = args.has("--no-repository-flood") ? [] : await repositoryFloods(kinds);

  const cluster = kinds.includes("postgres") && !args.has("--no-cluster") ? await clusterCase() : [];

  const loadAfter = os.loadavg();
  const report = [
    `npm run bench, ${startedAt.toISOString()}, ${os.cpus().length} cores, load average ${loadBefore[0]!.toFixed(1)} before, ${loadAfter[0]!.toFixed(1)} after`,
    `autocannon: 50 connections, no pipelining, ${SECONDS} s per case after a 2 s warm-up`,
    ...databases.map(databaseTable),
    imports.length ? csvImportTable(imports) : "",
    floods.length ? repositoryFloodTable(floods) : "",
    cluster.length ? clusterTable(cluster) : "",
    weights.length ? pagesTable(weights, MARKET_JS_BUDGET) : "",
    slowNetwork ? slowNetworkTable(slowNetwork) : "",
    lighthouseRows.length ? lighthouseTable(lighthouseRows) : "",
  ].join("\n\n");
  console.log(report);

  const results = {
    date: startedAt.toISOString(),
    cores: os.cpus().length,
    load: { before: loadBefore, after: loadAfter },
    seconds: SECONDS,
    databases,
    pages: weights,
    slowNetwork,
    lighthouse: lighthouseRows,
    csvImport: imports,
    repositoryFlood: floods,
    cluster,
    marketJsBudget: MARKET_JS_BUDGET,
  };
  fs.writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);

  for (const market of marketOverBudget(weights)) {
    console.error(
      `${market.page} loads ${(market.jsGzip / 1024).toFixed(1)} KB of JavaScript (gzip) before its first render; the budget is ${MARKET_JS_BUDGET / 1024} KB.`,
    );
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(work, { recursive: true, force: true }));
