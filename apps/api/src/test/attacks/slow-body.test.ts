import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, configFromEnv, loadEnv } from "../../config.ts";
import { buildTestApp, type TestApp } from "../build-test-app.ts";
import { jsonPostHead, trickle } from "./raw-http.ts";

// one engine: the slow bodies are closed by the HTTP server before any query

const where = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const body = JSON.stringify({ refresh: "x".repeat(2_000) });

describe("request, header and keep-alive timeouts: configuration", () => {
  it("defaults to 120 s for a request, 20 s for its headers, 65 s keep-alive (over a balancer's 60 s)", () => {
    expect(configFromEnv(loadEnv({})).timeouts).toEqual({
      requestMs: 120_000,
      headersMs: 20_000,
      keepAliveMs: 65_000,
    });
    const env = {
      REQUEST_TIMEOUT_SECONDS: "30",
      HEADERS_TIMEOUT_SECONDS: "10",
      KEEP_ALIVE_TIMEOUT_SECONDS: "75",
    };
    expect(configFromEnv(loadEnv(env)).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 75_000,
    });
  });

  it("refuses header time longer than the request's, and values that are not whole seconds", () => {
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: "10", HEADERS_TIMEOUT_SECONDS: "20" })).toThrow(
      ConfigError,
    );
    expect(() => loadEnv({ KEEP_ALIVE_TIMEOUT_SECONDS: "0" })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
    expect(() => loadEnv({ REQUEST_TIMEOUT_SECONDS: "1.5" })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe(`the attack run's slow bodies, on a real socket (${where})`, () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ timeouts: { requestMs: 1_000, headersMs: 500, keepAliveMs: 65_000 } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it("sets the timeouts on the server it listens with", () => {
    expect(t.app.server.requestTimeout).toBe(1_000);
    expect(t.app.server.headersTimeout).toBe(500);
    expect(t.app.server.keepAliveTimeout).toBe(65_000);
  });

  it("closes a body trickled one byte at a time with 408, long before it is complete", async () => {
    const head = jsonPostHead("/api/logout/", body.length);
    const slow = await trickle(port, head, body, 50, 10_000);
    expect(slow.status).toBe(408);
    expect(slow.written).toBeLessThan(body.length);
  });

  it("closes headers trickled one byte at a time", async () => {
    const headers = "host: 127.0.0.1\r\ncontent-type: application/json\r\nx-padding: ".padEnd(2_000, "y");
    const slow = await trickle(port, "POST /api/login/ HTTP/1.1\r\n", headers, 50, 10_000);
    expect(slow.status).toBe(408);
    expect(slow.written).toBeLessThan(headers.length);
  });

  it("30 slow bodies at once are all closed by the server, which still answers others", async () => {
    const head = jsonPostHead("/api/logout/", body.length);
    const slow = await Promise.all(Array.from({ length: 30 }, () => trickle(port, head, body, 100, 10_000)));
    expect(slow.map((connection) => connection.status)).toEqual(Array(30).fill(408));
    expect((await fetch(`http://127.0.0.1:${port}/api/health/`)).status).toBe(200);
  });
});
