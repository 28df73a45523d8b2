import path from "node:path";
import { haproxyCommand, serverStat, startCluster, waitUntilUp } from "../../scripts/cluster/cluster.mjs";
import { FIRST_PAGE, SEARCH } from "./cases.ts";
import { measure } from "./load.ts";
import type { Measure } from "./measure.ts";

/**
 * The same requests through HAProxy to 1 and to 2 API processes on one PostgreSQL
 * database (`npm run start:cluster`'s layout, scripts/cluster). One cluster of 2 processes is
 * started (a boot takes minutes on the loaded machine); for "1 process" the second is put in
 * maintenance in HAProxy (idle, out of rotation). On this 2-core machine the load generator,
 * HAProxy, PostgreSQL and the API processes share the two cores, so a second process adds little:
 * the figure says what one more process buys here, not on a machine with more cores.
 */
export const CLUSTER_PORT = 3190;

export interface ClusterRow {
  processes: number;
  request: string;
  measure: Measure;
}

const REQUESTS = [
  { label: "first page", path: FIRST_PAGE },
  // Many shoppers, one address each: one address may search 120 times a minute (decision 082).
  { label: "search", path: SEARCH, manyClients: true },
];

export async function benchCluster(
  env: Record<string, string>,
  workDir: string,
  seconds: number,
  log: (message: string) => void,
): Promise<ClusterRow[]> {
  const dir = path.join(workDir, "cluster");
  const socket = path.join(dir, "haproxy.sock");
  log("postgres: 2 API processes behind HAProxy");
  const cluster = await startCluster({
    processes: 2,
    port: CLUSTER_PORT,
    env: { ...env, LOG_LEVEL: "warn", TRUST_PROXY: "127.0.0.1" },
    workDir: dir,
    // Boots take minutes when the shared machine is loaded.
    startTimeoutMs: 900_000,
  });
  const rows: ClusterRow[] = [];
  try {
    for (const processes of [1, 2]) {
      await haproxyCommand(socket, `set server api/api2 state ${processes === 1 ? "maint" : "ready"}`);
      for (const request of REQUESTS) {
        // Every process meant to serve is in rotation (HAProxy's checks see it UP) before measuring.
        for (const server of SERVERS.slice(0, processes)) await waitUntilUp(socket, server, 120_000);
        const result = await measure(cluster.url, request, seconds);
        rows.push({ processes, request: request.label, measure: result });
        log(
          `  ${processes} process${processes === 1 ? "" : "es"}, ${request.label}: ${Math.round(result.rps)} req/s; ${await checks(socket)}`,
        );
      }
    }
  } finally {
    await cluster.stop();
  }
  return rows;
}

const SERVERS = ["api/api1", "api/api2"];

/** What HAProxy's health checks made of each process during the run: its state and failed checks. */
async function checks(socket: string): Promise<string> {
  const rows = await Promise.all(SERVERS.map((server) => serverStat(socket, server)));
  return rows
    .map((row) => `${row.svname} ${row.status} (${row.chkfail} failed checks, last ${row.check_status})`)
    .join(", ");
}

export function clusterTable(rows: ClusterRow[]): string {
  const lines = [
    "PostgreSQL, API processes behind HAProxy (npm run start:cluster's layout). The 2 cores are shared by",
    "the load generator, HAProxy, PostgreSQL and every API process: a second process gains little here.",
    "",
    "| Request | API processes | req/s | p50 ms | p99 ms | Failures |",
    "|---|---|---|---|---|---|",
  ];
  for (const row of rows) {
    const m = row.measure;
    lines.push(
      `| ${row.request} | ${row.processes} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${m.failures} |`,
    );
  }
  return lines.join("\n");
}
