/** What one load case measured; apart from load.ts so that the report needs no bench tool (decision 251). */
export interface Measure {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  /** Answers that were not the expected status, plus connection errors and timeouts. */
  failures: number;
}

/** The mean of several runs of one case (rates and latencies averaged, failures added). */
export function meanOf(runs: Measure[]): Measure {
  const mean = (pick: (m: Measure) => number) => runs.reduce((sum, m) => sum + pick(m), 0) / runs.length;
  return {
    rps: mean((m) => m.rps),
    p50: mean((m) => m.p50),
    p975: mean((m) => m.p975),
    p99: mean((m) => m.p99),
    failures: runs.reduce((sum, m) => sum + m.failures, 0),
  };
}

/** Connections a load case opens at once unless told (in the report and the SQL ceiling too). */
export const CONNECTIONS = 50;
