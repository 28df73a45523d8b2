import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SOURCES = path.join(__dirname, "..");

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the app's workers (decision 207)", () => {
  it("is the service worker alone: hashed scripts under /assets/ are served without a CSP", () => {
    // A worker's CSP is the one its script is answered with. The API leaves the CSP off the scripts
    // under /assets/, where the bundler would put a worker's script: one started there would run without
    // a policy. A worker needs its own path with the full headers (as /sw.js has), and then this test.
    const starts = sourceFiles(SOURCES).filter((file) =>
      /new\s+(?:Shared)?Worker\s*\(|[?&](?:shared)?worker\b["']/i.test(fs.readFileSync(file, "utf8")),
    );
    expect(starts.map((file) => path.relative(SOURCES, file))).toEqual([]);
  });
});
