// Which test files need a module graph of their own (decision 209). The API and web projects run
// with `isolate: false`: a worker imports the app once and runs file after file in it, which is
// where most of a file's start-up went. A file that replaces a module with `vi.mock` cannot share
// that graph (a module already imported by an earlier file keeps its real code, and the mock would
// leak into later files), so those files run in a sibling project that isolates each file. So does a
// file that calls `vi.resetModules` to start from a fresh page's modules: in a shared graph, the reset
// would hand later files' lazy imports a second copy of the modules they already hold.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Test files under `root/src` (paths relative to root) whose text calls vi.mock or vi.resetModules. */
export function filesMockingModules(root, pattern = /\.test\.tsx?$/) {
  return readdirSync(join(root, "src"), { recursive: true })
    .filter((file) => pattern.test(file))
    .filter((file) => /\bvi\.(mock|resetModules)\(/.test(readFileSync(join(root, "src", file), "utf8")))
    .map((file) => `src/${file.split("\\").join("/")}`);
}
