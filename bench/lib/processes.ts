import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(root, "apps/api/src/server.ts");
const bareEntry = path.join(root, "bench/lib/bare-server.ts");

export interface Child {
  url: string;
  stop(): Promise<void>;
}

const started = new Set<ChildProcess>();
/** Whatever happens to the bench, no server it started outlives it. */
process.on("exit", () => {
  for (const child of started) child.kill("SIGKILL");
});

function launch(entry: string, env: Record<string, string>, port: number): Promise<Child> {
  let errors = "";
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []), "--import", "tsx", entry],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port) },
      // The request log goes where a production log would, but nobody reads it here.
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  started.add(child);
  child.stderr?.on("data", (chunk) => {
    errors += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    started.delete(child);
  };
  return (async () => {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${path.basename(entry)} exited early:\n${errors}`);
      try {
        const response = await fetch(`${url}/api/health/`);
        if (response.ok) return { url, stop };
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await stop();
    throw new Error(`${path.basename(entry)} did not answer within 180 s:\n${errors}`);
  })();
}

/** The production server (`node --import tsx apps/api/src/server.ts`) with the default log level. */
export function startApi(env: Record<string, string>, port: number): Promise<Child> {
  return launch(serverEntry, { SEED_DEMO: "false", RATE_LIMIT_LOGIN: "1000000000", ...env }, port);
}

/** Ceiling (a): node:http answering one in-memory JSON body on every path. */
export function startBare(bodyFile: string, port: number): Promise<Child> {
  return launch(bareEntry, { BARE_BODY_FILE: bodyFile }, port);
}
