import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { bootsTimeout, freePort, type RunningServer, startServer, waitForHealth } from "./server-process.ts";

// Timeouts: a boot may take SERVER_START_MS under load; three of these tests boot twice.
const running: RunningServer[] = [];
afterEach(() => {
  for (const server of running.splice(0)) server.child.kill("SIGKILL");
});

function tempDataDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "heritage-process-"));
}

async function boot(dataDir: string, extra: Record<string, string> = {}) {
  const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...extra });
  running.push(server);
  await waitForHealth(server);
  return server;
}

const shopper = {
  first_name: "Jean",
  last_name: "Habimana",
  username: "durable_jean",
  email: "jean@example.rw",
  password: "Inanga-secret9",
};

async function post(server: RunningServer, url: string, body: object) {
  return fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * A POST sent with `Expect: 100-continue`: its body leaves only when `send()` is called. `started`
 * resolves on the server's "100 Continue", so the request is known to be in the server's hands
 * (headers read, handler waiting for the body) before anything else happens.
 */
function postInTwoSteps(server: RunningServer, url: string, body: object) {
  const payload = JSON.stringify(body);
  const request = http.request(`${server.url}${url}`, {
    method: "POST",
    agent: false,
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(payload),
      expect: "100-continue",
    },
  });
  const started = new Promise<void>((resolve) => request.once("continue", () => resolve()));
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once("error", reject);
    request.once("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.flushHeaders();
  return { started, answer, send: () => request.end(payload) };
}

/** Resolves once a new connection to the server is refused (it stopped listening). */
async function refusesConnections(server: RunningServer): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(false);
      });
      socket.once("error", () => resolve(true));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("the embedded database on disk", () => {
  it(
    "keeps committed data through kill -9 and a restart",
    async () => {
      const dataDir = tempDataDir();
      const first = await boot(dataDir);
      expect((await post(first, "/api/register/", shopper)).status).toBe(201);
      first.child.kill("SIGKILL");
      await first.exited;

      const second = await boot(dataDir);
      const login = await post(second, "/api/login/", {
        username: shopper.username,
        password: shopper.password,
      });
      expect(login.status).toBe(200);
      expect((await login.json()).user.username).toBe("durable_jean");
    },
    bootsTimeout(2),
  );

  it(
    "refuses a second server on the same data directory with a clear message",
    async () => {
      const dataDir = tempDataDir();
      await boot(dataDir);
      const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      running.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("is in use by another server");
    },
    bootsTimeout(2),
  );

  it(
    "on SIGTERM stops taking connections, finishes the request in flight, exits 0 and keeps its data",
    async () => {
      const dataDir = tempDataDir();
      const server = await boot(dataDir);
      const inFlight = postInTwoSteps(server, "/api/register/", { ...shopper, username: "graceful" });
      await inFlight.started;
      server.child.kill("SIGTERM");
      // New connections are refused while the request in flight is still waiting for its body ...
      await refusesConnections(server);
      expect(server.child.exitCode).toBeNull();
      // ... which is then read, handled on the open database, and answered.
      inFlight.send();
      const answer = await inFlight.answer;
      expect(answer.status, answer.body).toBe(201);
      expect(await server.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
      const again = await boot(dataDir);
      expect(
        (await post(again, "/api/login/", { username: "graceful", password: "Inanga-secret9" })).status,
      ).toBe(200);
    },
    bootsTimeout(2),
  );

  it(
    "stops at start with one line naming a bad variable",
    async () => {
      const server = startServer({ PORT: "not-a-port", DATA_DIR: tempDataDir() });
      running.push(server);
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toMatch(/^Invalid environment variable PORT: /);
    },
    bootsTimeout(1),
  );
});
