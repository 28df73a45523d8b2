import { sql } from "drizzle-orm";
import { index, text, timestamp } from "drizzle-orm/pg-core";
import { translatedText } from "./translations.ts";

/** Columns and indexes the repository and e-learning tables share (content.ts, learning.ts). */
export const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const trgm = (name: string, column: unknown) => index(name).using("gin", sql`${column} gin_trgm_ops`);
/** The searched reading fields in the other languages (decision 105), one searchable column. */
export const translatedTextOf = (fields: readonly string[]) =>
  text("translated_text").notNull().generatedAlwaysAs(translatedText(fields));
