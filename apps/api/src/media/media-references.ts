import { is, type SQL, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import * as cartSchema from "../db/schema/cart.ts";
import * as catalogSchema from "../db/schema/catalog.ts";
import * as collectionsSchema from "../db/schema/collections.ts";
import * as contentSchema from "../db/schema/content.ts";
import * as learningSchema from "../db/schema/courses.ts";
import * as ordersSchema from "../db/schema/orders.ts";
import * as usersSchema from "../db/schema/users.ts";

/**
 * The names a column that holds a picture's URL has in this schema (media-references.test.ts
 * fails when a text column with another picture-like name appears, so it cannot be forgotten).
 */
export const PICTURE_COLUMN_NAMES = new Set(["image", "thumbnail", "url", "thumbnail_url", "avatar"]);

export interface PictureColumn {
  table: string;
  column: string;
}

/**
 * Every text column of every table that may point at a file under /media/, found in the schema
 * itself: a new table with an `image` column is covered without anyone listing it. The media
 * table is the registry of the files, not a reference to them.
 */
export const PICTURE_COLUMNS: readonly PictureColumn[] = [
  cartSchema,
  catalogSchema,
  collectionsSchema,
  contentSchema,
  learningSchema,
  ordersSchema,
  usersSchema,
]
  .flatMap((module) => Object.values(module).filter((value): value is PgTable => is(value, PgTable)))
  .map((table) => getTableConfig(table))
  .filter((config) => config.name !== "media")
  .flatMap((config) =>
    config.columns
      .filter((column) => column.columnType === "PgText" && PICTURE_COLUMN_NAMES.has(column.name))
      .map((column) => ({ table: config.name, column: column.name })),
  );

/**
 * Repository files are named by their key relative to the media store, not by a URL: a demo
 * item's image is the top-level `<uuid>.webp` the seed drew (decision 123, 125), and a file of a
 * restricted item lies under `private/<key>` (decision 199). Each key column is read as the URL
 * `/media/<key without private/>`, so the same id matching covers both (an `items/...` key names
 * no top-level upload and matches nothing).
 */
export const FILE_KEY_COLUMNS: readonly PictureColumn[] = [
  "key",
  "preview_key",
  "thumbnail_key",
  "captions_key",
].map((column) => ({ table: getTableConfig(collectionsSchema.itemMedia).name, column }));

const MEDIA_ID = /\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The media ids named in `values` (a row may hold a relative or an absolute URL). */
function idsIn(values: readonly (string | null)[]): Set<string> {
  const ids = new Set<string>();
  for (const value of values) {
    for (const match of value?.matchAll(MEDIA_ID) ?? []) ids.add(match[1]!.toLowerCase());
  }
  return ids;
}

/** One query over every picture column: the values that match `condition(column)`. */
async function pictureValues(db: Db, condition: (column: SQL) => SQL): Promise<string[]> {
  const column = ({ table, column }: PictureColumn) =>
    sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  const selects = [
    ...PICTURE_COLUMNS.map((picture) => ({ table: picture.table, ref: column(picture) })),
    ...FILE_KEY_COLUMNS.map((file) => ({
      table: file.table,
      ref: sql`('/media/' || regexp_replace(${column(file)}, '^private/', ''))`,
    })),
  ].map(({ table, ref }) => sql`select ${ref} as ref from ${sql.identifier(table)} where ${condition(ref)}`);
  const result = await db.execute(sql.join(selects, sql` union `));
  return rowsOf<{ ref: string }>(result).map((row) => row.ref);
}

/** Every media id some row points at. */
export async function allReferencedMediaIds(db: Db): Promise<Set<string>> {
  return idsIn(await pictureValues(db, (ref) => sql`${ref} like '%/media/%'`));
}

/** Which of `ids` some row still points at (by either of its two files). */
export async function referencedMediaIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // The ids are lower-case uuids (checked by the callers' mediaIdFromUrl): no LIKE wildcard in them.
  const patterns = sql.join(
    ids.map((id) => sql`${`%/media/${id}%`}`),
    sql`, `,
  );
  const wanted = new Set(ids);
  const found = idsIn(await pictureValues(db, (ref) => sql`lower(${ref}) like any(array[${patterns}])`));
  return new Set([...found].filter((id) => wanted.has(id)));
}
