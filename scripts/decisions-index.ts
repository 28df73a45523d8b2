/**
 * Writes docs/decisions/README.md: one row per decision record with its number, title, the date it was
 * first committed and its status (a record says "Superseded by NNN" or "Status: ..." to change it).
 * `--check` writes nothing and fails when the index is out of date (run by .ci/run).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const folder = path.resolve(import.meta.dirname, "../docs/decisions");
const indexFile = path.join(folder, "README.md");

function firstCommitted(file: string): string {
  const dates = execFileSync("git", ["log", "--follow", "--format=%ad", "--date=short", "--", file], {
    cwd: folder,
    encoding: "utf8",
  }).trim();
  return dates.split("\n").at(-1) || "not committed yet";
}

function statusOf(text: string): string {
  const superseded = text.match(/(in part )?superseded by (?:decision )?(\d{3})/i);
  if (superseded) return `${superseded[1] ? "partly " : ""}superseded by ${superseded[2]}`;
  const stated = text.match(/^Status: *([a-z ]+)/im);
  return stated ? stated[1].trim() : "accepted";
}

function row(file: string): string {
  const text = fs.readFileSync(path.join(folder, file), "utf8");
  const heading = text.split("\n")[0].replace(/^#\s*/, "");
  const [, number = "", title = heading] = heading.match(/^(\d{3})\.?\s+(.*)$/) ?? [];
  return `| ${number} | [${title}](${file}) | ${firstCommitted(file)} | ${statusOf(text)} |`;
}

const records = fs
  .readdirSync(folder)
  .filter((file) => /^\d{3}-.*\.md$/.test(file))
  .sort();
const index = [
  "# Decision records",
  "",
  "Each record says what was decided, why, and what follows from it. Written by",
  "`npm run docs:decisions` from the records themselves; a record changes its status with a",
  '"Superseded by NNN" or "Status: ..." line.',
  "",
  "| No. | Decision | Since | Status |",
  "|---|---|---|---|",
  ...records.map(row),
  "",
].join("\n");

if (process.argv.includes("--check")) {
  const current = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : "";
  // Dates of records not committed yet differ between a working tree and a clone: compare the rest.
  const withoutDates = (text: string) => text.replace(/\| [^|]* \| ([^|]*) \|$/gm, "| $1 |");
  if (withoutDates(current) !== withoutDates(index)) {
    console.error("docs/decisions/README.md is out of date: run npm run docs:decisions");
    process.exit(1);
  }
} else {
  fs.writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${records.length} records`);
}
