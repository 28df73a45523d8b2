import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, SERVER_START_MS, startServer } from "../test/process/server-process.ts";

/**
 * The database folder stands for a read-only mount: a link into sysfs, which refuses new files
 * to everybody, root included (chmod does not stop root, and tests often run as root).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "heritage-ro-db-"));
fs.symlinkSync("/sys/kernel", path.join(dataDir, "pgdata"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a database folder the server cannot write", () => {
  it(
    "stops the start with one line naming the folder, not PGlite's error object",
    async () => {
      const server = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.trim() !== "" && !line.startsWith("npm warn"));
      expect(lines).toEqual([
        `Cannot write the database folder ${path.join(dataDir, "pgdata")} (EACCES): DATA_DIR must be a directory this server can write to.`,
      ]);
      // The lock was given back: the folder is free for the next start.
      expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    },
    SERVER_START_MS,
  );
});
