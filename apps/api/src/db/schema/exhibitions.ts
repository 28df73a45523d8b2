import type { RecordTranslations } from "@heritage/domain/collections-model";
import { EXHIBITION_TYPES } from "@heritage/domain/constants";
import { LANGUAGES } from "@heritage/domain/languages";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { institutions } from "./collections.ts";
import { originalLanguageCheck } from "./translations.ts";

/** A museum's virtual exhibitions (tours, experiences, exhibitions), shown on its page's last tab. */
export const institutionExhibitions = pgTable(
  "institution_exhibitions",
  {
    id: serial("id").primaryKey(),
    institution_id: integer("institution_id")
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: EXHIBITION_TYPES }).notNull(),
    duration: text("duration").notNull().default(""),
    featured: boolean("featured").notNull().default(false),
    position: integer("position").notNull().default(0),
    original_language: text("original_language", { enum: LANGUAGES }).notNull().default("en"),
    /** title, description and duration in the other languages (decision 105). */
    translations: jsonb("translations").$type<RecordTranslations>().notNull().default({}),
  },
  (t) => [
    check(
      "institution_exhibitions_type_check",
      sql.raw(`"type" in (${EXHIBITION_TYPES.map((k) => `'${k}'`).join(", ")})`),
    ),
    index("institution_exhibitions_institution_idx").on(t.institution_id, t.position),
    originalLanguageCheck("institution_exhibitions"),
  ],
);
