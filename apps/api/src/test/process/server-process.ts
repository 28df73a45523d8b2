import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../server.ts");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server (`node --import tsx src/server.ts`) as a child process. */
export function startServer(env: Record<string, string>): RunningServer {
  const port = Number(env.PORT);
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: { ...process.env, LOG_LEVEL: "warn", SEED_DEMO: "false", TEST_DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/**
 * How long a server may take to answer its first health check, a hang detector: about 5 s on a
 * quiet machine, 19 s at a load of 14 with tsx's cache warm, 62 s with it cold (a fresh clone's
 * first boot compiles the whole server), and over 180 s once for that first boot in a CI-like run
 * at load 20 with the journeys beside it. Tests that boot servers allow this per boot.
 */
export const SERVER_START_MS = 300_000;

/** A test's own time limit: its boots, and a minute for the rest of what it does. */
export const bootsTimeout = (boots: number) => boots * SERVER_START_MS + 60_000;

export async function waitForHealth(server: RunningServer, timeoutMs = SERVER_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer in time:\n${server.output()}`);
}
