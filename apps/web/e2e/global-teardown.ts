import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Removes this run's fresh data directory (tens of MB of database and media) once the run is over. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  // Only the directory the config created; one given through E2E_DATA_DIR is left alone.
  if (!dir || process.env.E2E_DATA_DIR_CREATED !== "1" || process.env.E2E_KEEP_DATA) return;
  const resolved = path.resolve(dir);
  if (
    path.dirname(resolved) === path.resolve(os.tmpdir()) &&
    path.basename(resolved).startsWith("heritage-e2e-")
  ) {
    fs.rmSync(resolved, { recursive: true, force: true });
  }
}
