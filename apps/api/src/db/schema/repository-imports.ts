import { IMPORT_STATUSES } from "@heritage/domain/collections-csv";
import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One CSV import of repository items (decision 113): the admin screen polls it for its progress
 * bar. In the database rather than in memory, so any API process can answer the poll. `done`
 * rises with each committed batch, in that batch's transaction.
 */
export const repositoryImports = pgTable(
  "repository_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: text("status", { enum: IMPORT_STATUSES }).notNull().default("running"),
    created_by: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    rows: integer("rows").notNull(),
    create_count: integer("create_count").notNull(),
    update_count: integer("update_count").notNull(),
    unchanged_count: integer("unchanged_count").notNull(),
    /** Rows to write (created + updated) and how many of them are committed. */
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    /**
     * Why it failed (translated when read): `changed` (the item on `failed_row` was edited meanwhile;
     * its batch rolled back), `interrupted` (its process stopped: no progress for 10 minutes), `error`
     * (anything else; logged).
     */
    failure: text("failure", { enum: ["changed", "interrupted", "error"] }),
    failed_row: integer("failed_row"),
    created_at: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    finished_at: timestamp("finished_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check(
      "repository_imports_status_check",
      sql.raw(`"status" in (${IMPORT_STATUSES.map((s) => `'${s}'`).join(", ")})`),
    ),
    /** One import runs at a time: a second would race the first for the same slugs. */
    uniqueIndex("repository_imports_one_running").on(t.status).where(sql`"status" = 'running'`),
  ],
);
