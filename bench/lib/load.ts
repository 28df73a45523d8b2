import autocannon from "autocannon";
import { CONNECTIONS, type Measure } from "./measure.ts";

export interface Request {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** 200 unless told: a 304 case expects 304. */
  status?: number;
  /**
   * Each request from another client address (X-Forwarded-For; the server trusts the proxy): many
   * shoppers signing in, not one device sending 50 sign-ins at once, which the lock refuses beyond 5.
   */
  manyClients?: boolean;
}

let clientCounter = 0;
/** A fresh private address per request, 10.0.0.1 upwards. */
function nextClient(): string {
  clientCounter += 1;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
}

function fire(
  url: string,
  request: Request,
  seconds: number,
  connections = CONNECTIONS,
): Promise<autocannon.Result> {
  return autocannon({
    url: url + request.path,
    method: request.method ?? "GET",
    headers: { accept: "application/json", ...request.headers },
    body: request.body,
    connections,
    pipelining: 1,
    duration: seconds,
    // A 2 s request is already a failure for a shopper; autocannon's default is 10 s.
    timeout: 10,
    ...(request.manyClients
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                headers: { ...req.headers, "x-forwarded-for": nextClient() },
              }),
            },
          ],
        }
      : {}),
  });
}

async function probe(url: string, request: Request): Promise<void> {
  const response = await fetch(url + request.path, {
    method: request.method ?? "GET",
    headers: {
      accept: "application/json",
      ...request.headers,
      ...(request.manyClients ? { "x-forwarded-for": nextClient() } : {}),
    },
    body: request.body,
  });
  const expected = request.status ?? 200;
  if (response.status !== expected) {
    throw new Error(
      `${request.method ?? "GET"} ${request.path} answered ${response.status}: ${await response.text()}`,
    );
  }
}

/** A warm-up run (discarded), then the measured run: no pipelining, 50 connections unless told. */
export async function measure(
  url: string,
  request: Request,
  seconds: number,
  warmup = 2,
  connections = CONNECTIONS,
): Promise<Measure> {
  await probe(url, request);
  if (warmup > 0) {
    await fire(url, request, warmup, connections);
    // The server may still be answering the warm-up's last requests (the client has gone, the
    // handlers have not); a probe queues behind them, so the measured run starts on a quiet server.
    await probe(url, request);
  }
  const result = await fire(url, request, seconds, connections);
  await probe(url, request);
  const expected = request.status ?? 200;
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== expected)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    failures: unexpected + result.errors + result.timeouts,
  };
}
