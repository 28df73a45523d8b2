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

/**
 * Which process `pid` is, beyond its number: the boot and the moment it started (field 22 of
 * /proc/<pid>/stat, in clock ticks since boot). A pid is reused once its process is gone; the
 * pair is not. Null where /proc is not there (not Linux): the pid alone is then all we know.
 */
export function processIdentity(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself hold spaces or ")".
    const startTicks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return startTicks ? `${boot}/${startTicks}` : null;
  } catch {
    return null;
  }
}

interface LockOwner {
  pid: number;
  /** processIdentity() of the owner when it took the lock; null in a lock of an older version. */
  identity: string | null;
  /** The file's text, to remove it only if it still says the same. */
  text: string;
}

const lockText = (pid: number) => `${pid}\n${processIdentity(pid) ?? ""}\n`;

function readOwner(file: string): LockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  const [pidLine = "", identity = ""] = text.split("\n");
  const pid = Number(pidLine.trim());
  return { pid: Number.isInteger(pid) && pid > 0 ? pid : 0, identity: identity.trim() || null, text };
}

/**
 * The owner still holds the lock: its pid runs and, when the lock says when it started, the
 * process under that pid is the one that started then (not a later one that got the same pid).
 */
function isHeld(owner: LockOwner): boolean {
  if (owner.pid === 0 || !isRunning(owner.pid)) return false;
  if (owner.identity === null) return true;
  const current = processIdentity(owner.pid);
  return current === null || current === owner.identity;
}

const isOurs = (owner: LockOwner | null) =>
  owner !== null && owner.pid === process.pid && owner.text === lockText(process.pid);

/** Creates `file` naming this process, only if no file is there: link() of a finished temp file is atomic. */
function tryCreate(file: string): boolean {
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
  fs.writeFileSync(temp, lockText(process.pid));
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
 * Removes the lock of the gone process `owner`, if it is still that one. Only the process
 * holding the claim `server.lock.stale-<pid>` (created exclusively) may remove a lock naming
 * that pid, so two processes taking over at once cannot remove each other's fresh lock.
 */
function removeStaleLock(file: string, owner: LockOwner): boolean {
  const claim = `${file}.stale-${owner.pid}`;
  try {
    fs.writeFileSync(claim, String(process.pid), { flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const age = Date.now() - (fs.statSync(claim, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > CLAIM_STALE_MS) fs.rmSync(claim, { force: true });
    return false; // another process is taking over; look again
  }
  try {
    if (readOwner(file)?.text === owner.text) fs.unlinkSync(file);
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
 * processes on one directory would corrupt it. A lock file holds the owner's pid and start
 * time; a lock left by a process that died (kill -9) is taken over, even when its pid now
 * belongs to another running process.
 */
export function lockDataDir(dir: string, options: LockOptions = {}): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 200; attempt++) {
    if (tryCreate(file)) {
      return () => {
        if (isOurs(readOwner(file))) fs.rmSync(file, { force: true });
      };
    }
    const owner = readOwner(file);
    if (owner === null) continue; // removed in between: try again
    if (owner.pid !== process.pid && isHeld(owner)) {
      throw new DataDirLockedError(
        `The data directory ${path.resolve(dir)} is in use by another server (pid ${owner.pid}). ` +
          "Stop that server first, or start this one with another DATA_DIR.",
      );
    }
    options.onStaleLock?.(owner.pid);
    if (!removeStaleLock(file, owner)) pause(10);
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dir)}.`);
}
