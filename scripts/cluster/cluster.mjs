// The multi-process layout on one machine (decisions 190-193): N API processes on consecutive
// ports behind HAProxy, one PostgreSQL database, one media store. Used by `npm run start:cluster`
// (scripts/cluster/start.mjs) and by the multi-process test.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const serverEntry = path.join(root, "apps/api/src/server.ts");

/** HAProxy from Debian's packages; installed when missing (root and apt-get needed). */
export function ensureHaproxy(log = console.log) {
  const found = which("haproxy");
  if (found) return found;
  log("HAProxy is not installed: installing it from Debian's packages (apt-get install haproxy)");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args) =>
    execFileSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "haproxy"]);
  const installed = which("haproxy");
  if (!installed) throw new Error("apt-get did not install haproxy");
  return installed;
}

function which(command) {
  for (const dir of ["/usr/sbin", "/usr/local/sbin", "/usr/bin", "/usr/local/bin"]) {
    const file = path.join(dir, command);
    if (fs.existsSync(file)) return file;
  }
  return null;
}

/**
 * HAProxy's configuration: round robin without stickiness, a health check on /api/health/ every
 * 2 s, a request that could not reach a process (refused connection, or the 503 a closing Fastify
 * answers before any handler ran) retried on another one, and an admin socket for draining during a
 * rolling restart. The checks tolerate a slow answer: a busy process (a neighbour compiling, a boot
 * on the same cores) may take seconds to answer, and leaving the rotation for that empties it (the
 * 503s decision 193 saw with the 1 s default). A dead process refuses connections at once, so it
 * still leaves the rotation in about 3 s, and the requests sent to it meanwhile are retried.
 */
export function haproxyConfig({ port, host = "127.0.0.1", apiPorts, socket }) {
  const servers = apiPorts
    .map((apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check`)
    .join("\n");
  return `global
  maxconn 4096
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  option httplog
  timeout connect 2s
  timeout check 5s
  timeout client 65s
  timeout server 125s
  timeout http-request 20s
  retries 3
  option redispatch 1
  retry-on conn-failure 503

frontend web
  bind ${host}:${port}
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/
  http-check expect status 200
  default-server inter 2s fastinter 1s downinter 1s fall 3 rise 2
${servers}
`;
}

/** Starts one API process (`node --import tsx apps/api/src/server.ts`) on `port`. */
export function startApi(port, env, onLine = () => {}) {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  for (const stream of [child.stdout, child.stderr]) {
    // Whole lines only: a chunk may end in the middle of one (a JSON log line cut in two).
    let pending = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      output += chunk;
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(line);
    });
    stream.on("end", () => pending.trim() && onLine(pending));
  }
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

export async function waitForHealth(api, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api.child.exitCode !== null) throw new Error(`API on port ${api.port} exited:\n${api.output()}`);
    try {
      if ((await fetch(`${api.url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API on port ${api.port} did not answer in time:\n${api.output()}`);
}

/** One command on HAProxy's admin socket; its answer. */
export function haproxyCommand(socket, command) {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socket);
    let answer = "";
    connection.setEncoding("utf8");
    connection.on("data", (chunk) => {
      answer += chunk;
    });
    connection.on("end", () => resolve(answer));
    connection.on("error", reject);
    connection.write(`${command}\n`);
  });
}

/**
 * Starts the layout: the API processes first (the first alone, so that it migrates the database
 * and seeds before the others start), then HAProxy in front. `env` is every process's
 * environment (DATABASE_URL, JWT_SECRET shared by all, DATA_DIR, MEDIA_STORE...).
 */
export async function startCluster({
  processes,
  port,
  apiPorts,
  env,
  workDir,
  host,
  log = () => {},
  // A boot takes seconds on a quiet machine, minutes on a loaded one (tsx compiles the server).
  startTimeoutMs = 180_000,
}) {
  const haproxy = ensureHaproxy(log);
  const ports = apiPorts ?? Array.from({ length: processes }, (_, index) => port + 1 + index);
  fs.mkdirSync(workDir, { recursive: true });
  const socket = path.join(workDir, "haproxy.sock");
  const configFile = path.join(workDir, "haproxy.cfg");
  fs.writeFileSync(configFile, haproxyConfig({ port, host, apiPorts: ports, socket }));
  const apis = [];
  const stopAll = () => {
    for (const api of apis) api.child.kill("SIGKILL");
  };
  try {
    apis.push(startApi(ports[0], env, (line) => log(`[api1] ${line}`)));
    await waitForHealth(apis[0], startTimeoutMs);
    for (const [index, apiPort] of ports.slice(1).entries()) {
      apis.push(startApi(apiPort, env, (line) => log(`[api${index + 2}] ${line}`)));
    }
    await Promise.all(apis.slice(1).map((api) => waitForHealth(api, startTimeoutMs)));
  } catch (error) {
    stopAll();
    throw error;
  }
  // -db: stay in the foreground, logs to stderr; this process owns it.
  const balancer = spawn(haproxy, ["-db", "-f", configFile], { stdio: ["ignore", "ignore", "pipe"] });
  let balancerOutput = "";
  balancer.stderr.setEncoding("utf8");
  balancer.stderr.on("data", (chunk) => {
    balancerOutput += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (balancer.exitCode !== null) {
      stopAll();
      throw new Error(`HAProxy stopped:\n${balancerOutput}`);
    }
    const ok = await fetch(`${url}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      stopAll();
      balancer.kill("SIGKILL");
      throw new Error(`HAProxy did not answer on ${url}:\n${balancerOutput}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const cluster = {
    url,
    apis,
    balancer,
    /**
     * Replaces each process in turn: drained in HAProxy, SIGTERM (finishes what is in flight), a new
     * one, back in. The next is taken out only once HAProxy has seen every other one UP, so the
     * rotation is never empty however long a boot takes.
     */
    async rollingRestart() {
      const names = apis.map((_, index) => `api/api${index + 1}`);
      for (const [index, old] of apis.entries()) {
        const name = names[index];
        for (const other of names) if (other !== name) await waitUntilUp(socket, other, startTimeoutMs);
        await haproxyCommand(socket, `set server ${name} state drain`);
        // Requests already sent to it finish; the balancer sends it no new ones.
        await waitUntilIdle(socket, name);
        old.child.kill("SIGTERM");
        await old.exited;
        const fresh = startApi(old.port, env, (line) => log(`[api${index + 1}] ${line}`));
        apis[index] = fresh;
        await waitForHealth(fresh, startTimeoutMs);
        await haproxyCommand(socket, `set server ${name} state ready`);
        // Back in rotation once HAProxy's own check has seen it up.
        await waitUntilUp(socket, name, startTimeoutMs);
      }
    },
    /** SIGTERM to every process (each finishes its requests in flight), then HAProxy. */
    async stop() {
      for (const api of apis) api.child.kill("SIGTERM");
      await Promise.all(apis.map((api) => api.exited));
      balancer.kill("SIGTERM");
      if (balancer.exitCode === null) await new Promise((resolve) => balancer.on("exit", resolve));
    },
  };
  return cluster;
}

/** One server's row of HAProxy's statistics (`show stat`), by column name; `name` is "backend/server". */
export async function serverStat(socket, name) {
  const [backend, server] = name.split("/");
  const csv = await haproxyCommand(socket, "show stat");
  const header = csv.split("\n")[0].replace(/^# /, "").split(",");
  const row = csv
    .split("\n")
    .map((line) => line.split(","))
    .find((fields) => fields[0] === backend && fields[1] === server);
  return Object.fromEntries(header.map((key, index) => [key, row?.[index]]));
}

async function waitUntilIdle(socket, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await serverStat(socket, name)).scur === "0") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resolves once HAProxy's own checks have the server UP (in rotation); throws after `timeoutMs`. */
export async function waitUntilUp(socket, name, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await serverStat(socket, name)).status === "UP") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not come back up`);
}
