import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readOwner(file: string): number | null {
  try {
    const owner = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isInteger(owner) && owner > 0 ? owner : 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/** Creates `file` holding our pid, only if no file is there: link() of a finished temp file is atomic. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temp, String(process.pid));
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** A marker left by a takeover that itself died is ignored after this long. */
const CLAIM_STALE_MS = 10_000;

/**
 * Removes the lock of the dead process `owner`, if it is still that one. Only the process
 * holding the claim `server.lock.stale-<owner>` (created exclusively) may remove a lock naming
 * `owner`, so two processes taking over at once cannot remove each other's fresh lock.
 */
function removeStaleLock(file: string, owner: number): boolean {
  const claim = `${file}.stale-${owner}`;
  try {
    fs.writeFileSync(claim, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(claim, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > CLAIM_STALE_MS) fs.rmSync(claim, { force: true });
    return false; // another process is taking over; look again
  }
  try {
    if (readOwner(file) === owner) fs.unlinkSync(file);
    return true;
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

export interface LockOptions {
  /** Tests only: called each time a lock left by a dead process has been found. */
  onStaleLock?: (owner: number) => void;
}

/**
 * One embedded database, one process: PGlite has no server to arbitrate writers, so two
 * processes on one directory would corrupt it. A lock file holds the owner's pid; a lock
 * left by a process that died (kill -9) is taken over.
 */
export function lockDataDir(dir: string, options: LockOptions = {}): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(file)) {
      return () => {
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
    }
    const owner = readOwner(file);
    if (owner === null) continue; // removed in between: try again
    if (owner !== process.pid && owner !== 0 && isRunning(owner)) {
      throw new DataDirLockedError(
        `The data directory ${path.resolve(dir)} is in use by another server (pid ${owner}). ` +
          "Stop that server first, or start this one with another DATA_DIR.",
      );
    }
    options.onStaleLock?.(owner);
    if (!removeStaleLock(file, owner)) pause(10);
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dir)}.`);
}
