import fs from "node:fs";
import path from "node:path";

/** The embedded database's folder cannot be used: the start stops with this one line. */
export class EmbeddedDatabaseFolderError extends Error {}

const UNWRITABLE = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "ENOTDIR", "EEXIST"]);

/**
 * Proves the embedded database's folder takes files before PGlite opens it. PGlite's file
 * system reports a refused write as an `ErrnoError` with an emscripten number and no path, far
 * into its start (a read-only mount, a folder of another user, a full disk): the start then
 * ended on that object printed whole. Here the folder is named, with the system's own code.
 */
export function assertWritableFolder(folder: string): void {
  const probe = path.join(folder, `.write-probe-${process.pid}`);
  try {
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(probe, "");
    fs.rmSync(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!UNWRITABLE.has(code)) throw error;
    throw new EmbeddedDatabaseFolderError(unwritableLine(folder, code));
  }
}

export function unwritableLine(folder: string, code: string): string {
  return `Cannot write the database folder ${path.resolve(folder)} (${code}): DATA_DIR must be a directory this server can write to.`;
}

/** PGlite's own file-system errors (emscripten's ErrnoError), which carry neither path nor message. */
export function isPgliteFileError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { name?: string }).name === "ErrnoError";
}
