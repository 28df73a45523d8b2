import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Drizzle's migrator applies only the journal entries whose `when` is later than the newest migration a
 * database has already applied. An entry whose `when` goes backwards is silently skipped on every
 * database that is being upgraded (a fresh one still gets it, so no other test notices).
 */
const journalPath = fileURLToPath(new URL("./migrations/meta/_journal.json", import.meta.url));
const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as {
  entries: Array<{ idx: number; when: number; tag: string }>;
};

describe("migrations journal", () => {
  it("lists every migration with a strictly increasing time and index", () => {
    journal.entries.reduce((previous, entry) => {
      expect(entry.when, `${entry.tag} must come after ${previous.tag}`).toBeGreaterThan(previous.when);
      expect(entry.idx, entry.tag).toBeGreaterThan(previous.idx);
      return entry;
    });
  });

  it("has a SQL file for each entry and an entry for each SQL file", () => {
    const files = fs
      .readdirSync(new URL("./migrations/", import.meta.url))
      .filter((name) => name.endsWith(".sql"))
      .map((name) => name.replace(/\.sql$/, ""))
      .sort();
    expect(journal.entries.map((entry) => entry.tag).sort()).toEqual(files);
  });
});
