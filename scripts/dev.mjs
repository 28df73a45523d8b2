/**
 * `npm run dev`: the API with reload on :3000 and the web app's Vite server on :3101 (hot reload,
 * proxying /api and /media to the API). Ctrl-C stops both; if one exits, the other is stopped too.
 * Each runs in its own process group, so that stopping it also stops what it started (the reloaded
 * server under `node --watch`), which signalling an `npm run` wrapper would not.
 */
import { spawn } from "node:child_process";

const start = (command, args, cwd = ".") => spawn(command, args, { cwd, stdio: "inherit", detached: true });
const children = [
  start(process.execPath, ["--import", "tsx", "--watch", "apps/api/src/server.ts"]),
  start(process.execPath, ["../../node_modules/vite/bin/vite.js"], "apps/web"),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stopAll(code ?? 0));
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
