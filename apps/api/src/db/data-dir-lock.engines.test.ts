import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processIdentity } from "./data-dir-lock.ts";

const contender = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../test/process/lock-contender.ts",
);
/** Far above any pid_max: no process can have it, so a lock naming it was left by a dead server. */
const DEAD_PID = "999999999";

function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

function runContender(dataDir: string, barrierDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", contender, dataDir, barrierDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("\n")) resolve(output.trim());
    });
    child.on("error", reject);
    child.on("exit", () => resolve(output.trim()));
  });
}

/** A live process that has nothing to do with the server (its pid stands for a reused one). */
function startSleep(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    child.on("spawn", () => resolve(child));
    child.on("error", reject);
  });
}

describe("the data-directory lock", () => {
  it("refuses a directory held by a running process and takes over a dead one's lock", () => {
    const dir = tempDir("heritage-lock-");
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);

    fs.writeFileSync(path.join(dir, "server.lock"), DEAD_PID);
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(
      `${process.pid}\n${processIdentity(process.pid)}\n`,
    );
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("takes over a dead server's lock whose pid now belongs to another running process", async () => {
    const dir = tempDir("heritage-lock-reused-");
    const file = path.join(dir, "server.lock");
    // The lock as a server writes it; that server then dies and an unrelated process gets its pid.
    lockDataDir(dir);
    const written = fs.readFileSync(file, "utf8");
    fs.rmSync(file);
    const unrelated = await startSleep();
    try {
      fs.writeFileSync(file, written.replace(String(process.pid), String(unrelated.pid)));
      const release = lockDataDir(dir);
      expect(fs.readFileSync(file, "utf8")).toBe(written);
      release();

      // The same running process, as the lock names it when it really holds the lock: refused.
      fs.writeFileSync(file, `${unrelated.pid}\n${processIdentity(unrelated.pid!)}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      unrelated.kill("SIGKILL");
    }
  });

  it("lets exactly one of two processes taking over a stale lock at once win", async () => {
    const dataDir = tempDir("heritage-lock-race-");
    const barrierDir = tempDir("heritage-lock-barrier-");
    fs.writeFileSync(path.join(dataDir, "server.lock"), DEAD_PID);
    const outcomes = await Promise.all([
      runContender(dataDir, barrierDir),
      runContender(dataDir, barrierDir),
    ]);
    // Both saw the dead owner before either acted.
    expect(fs.readdirSync(barrierDir)).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "won")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.startsWith("lost: "))[0]).toContain(
      "is in use by another server",
    );
  }, 60_000);
});
