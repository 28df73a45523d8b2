#!/usr/bin/env node
// `npm run start:cluster`: the product on one port (PORT, default 3000) served by CLUSTER_PROCESSES
// API processes (default 2) on the next ports, behind HAProxy, on one PostgreSQL database
// (DATABASE_URL, or a `heritage` database on the local server, started if it is stopped).
// Ctrl-C stops everything gracefully; `kill -HUP <this pid>` restarts the processes one by one
// without losing a request. docs/deploy.md explains the same layout on real servers.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startCluster } from "./cluster.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const port = Number(process.env.PORT ?? 3000);
const processes = Number(process.env.CLUSTER_PROCESSES ?? 2);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "./data");

function localDatabase() {
  const ready = () => {
    try {
      execFileSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432", "-q"]);
      return true;
    } catch {
      return false;
    }
  };
  if (!ready()) {
    const versions = fs.existsSync("/etc/postgresql") ? fs.readdirSync("/etc/postgresql") : [];
    if (versions.length === 0) {
      throw new Error(
        "No DATABASE_URL and no local PostgreSQL server: install one (apt-get install postgresql) or set DATABASE_URL.",
      );
    }
    console.log(`starting the local PostgreSQL ${versions[0]} server`);
    execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", versions[0], "main", "start"], {
      stdio: "inherit",
    });
  }
  const exists = execFileSync(
    "psql",
    ["-h", "127.0.0.1", "-U", "postgres", "-tAc", "select 1 from pg_database where datname = 'heritage'"],
    { encoding: "utf8" },
  ).trim();
  if (!exists) execFileSync("psql", ["-h", "127.0.0.1", "-U", "postgres", "-qc", "create database heritage"]);
  return "postgres://postgres@127.0.0.1:5432/heritage";
}

/** Every process must sign and check tokens with the same secret: one, kept in DATA_DIR. */
function sharedJwtSecret() {
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file))
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600 });
  return fs.readFileSync(file, "utf8").trim();
}

if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
  console.error("CLUSTER_PROCESSES must be a whole number from 1 to 32");
  process.exit(1);
}

try {
  const env = {
    DATABASE_URL: process.env.DATABASE_URL || localDatabase(),
    JWT_SECRET: sharedJwtSecret(),
    DATA_DIR: dataDir,
    // HAProxy on this machine is the one hop that names the client (X-Forwarded-For).
    TRUST_PROXY: process.env.TRUST_PROXY ?? "127.0.0.1",
  };
  console.log(
    `starting ${processes} API processes on ports ${port + 1}-${port + processes} and HAProxy on ${port}`,
  );
  const cluster = await startCluster({
    processes,
    port,
    host: process.env.HOST ?? "0.0.0.0",
    env,
    workDir: path.join(dataDir, "cluster"),
    log: (line) => console.log(line),
  });
  console.log(
    `serving on http://127.0.0.1:${port} (Ctrl-C stops; kill -HUP ${process.pid} restarts one by one)`,
  );
  let busy = false;
  process.on("SIGHUP", async () => {
    if (busy) return;
    busy = true;
    console.log("rolling restart");
    await cluster.rollingRestart().catch((error) => console.error(error.message));
    console.log("rolling restart done");
    busy = false;
  });
  const stop = async () => {
    console.log("stopping: each process finishes its requests in flight");
    await cluster.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
