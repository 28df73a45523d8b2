import { z } from "zod";
import { DC_ELEMENTS, TRANSLATED_DC_ELEMENTS } from "./collections-model.ts";
import { LANGUAGES } from "./languages.ts";

/**
 * The repository's CSV round trip (decision 113): the columns of an export, which an
 * import reads back, and the shapes of an import's report and job. Column names are a data format
 * (like the Dublin Core element names), so they stay the same in every interface language.
 */

/** Repeatable values in one cell are separated by this; a literal `|` is written `\|`, `\` as `\\`. */
export const CSV_SEPARATOR = "|";

/** At most this many items per file (split larger sets); the body limit is CSV_MAX_BYTES. */
export const CSV_MAX_ROWS = 50_000;
export const CSV_MAX_BYTES = 50 * 1024 * 1024;
/** Rows written per transaction by an import. */
export const CSV_BATCH_SIZE = 500;

const dcColumn = (element: string) => `dc_${element}`;

/**
 * Who may see the item (decisions 162, 163): its access level, the community whose approved
 * members may see it (by slug: `community` is the community of origin, a text), the usernames
 * named on it, its sacred mark and its Local Contexts labels (codes). A file that leaves these
 * columns out keeps an item's protocol; a blank `access` or `sacred` cell keeps it too.
 */
export const CSV_PROTOCOL_COLUMNS = ["access", "access_community", "viewers", "sacred", "labels"] as const;
export type CsvProtocolColumn = (typeof CSV_PROTOCOL_COLUMNS)[number];

/** The item's own columns, in export order. `identifier` is the persistent id (public_id). */
export const CSV_ITEM_COLUMNS = [
  "identifier",
  "slug",
  "type",
  "collection",
  "institution",
  ...DC_ELEMENTS.map(dcColumn),
  "community",
  "place",
  "latitude",
  "longitude",
  "period",
  "original_language",
  "published",
  "featured",
  ...CSV_PROTOCOL_COLUMNS,
] as const;

/** The columns whose values exist in several languages (decision 105). */
export const CSV_TRANSLATED_COLUMNS = [
  ...TRANSLATED_DC_ELEMENTS.map(dcColumn),
  "community",
  "place",
  "period",
] as const;

/** `dc_title@fr`: a translated column's values in one language other than the item's original. */
export const CSV_TRANSLATION_COLUMNS = CSV_TRANSLATED_COLUMNS.flatMap((column) =>
  LANGUAGES.map((language) => `${column}@${language}`),
);

export const CSV_COLUMNS: readonly string[] = [...CSV_ITEM_COLUMNS, ...CSV_TRANSLATION_COLUMNS];

/** An import needs these; any other column may be left out (an update then keeps what it had). */
export const CSV_REQUIRED_COLUMNS = ["type", "collection", "dc_title"] as const;

/** One problem of an import: `row` as a spreadsheet numbers it (the header is row 1). */
export const importErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

export const IMPORT_ACTIONS = ["create", "update", "unchanged"] as const;

/** A protocol column the row would change, as cells read (`before` null for a new item). */
export const protocolChangeSchema = z.object({
  column: z.enum(CSV_PROTOCOL_COLUMNS),
  before: z.string().nullable(),
  after: z.string(),
});
export type ProtocolChange = z.infer<typeof protocolChangeSchema>;

export const importRowSchema = z.object({
  row: z.number().int(),
  action: z.enum(IMPORT_ACTIONS),
  identifier: z.string().nullable(),
  slug: z.string().nullable(),
  errors: z.array(importErrorSchema),
  /** Who may see the item, where the row changes it (a new item: where it is not public and bare). */
  protocol_changes: z.array(protocolChangeSchema),
});

export const importSummarySchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
});

/** A dry run's answer: what each row would do, with its errors. */
export const importReportSchema = z.object({
  rows: z.array(importRowSchema),
  summary: importSummarySchema,
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** A refused file (400): nothing was written. `errors` lists at most 1,000 (`summary.errors` counts all). */
export const importRefusalSchema = z.object({
  detail: z.string(),
  errors: z.array(importErrorSchema),
  summary: importSummarySchema.optional(),
});

export const IMPORT_STATUSES = ["running", "done", "failed"] as const;

/** An import under way or finished: poll it for the progress bar. */
export const importJobSchema = z.object({
  id: z.uuid(),
  status: z.enum(IMPORT_STATUSES),
  /** Rows to write (created or updated); `done` of them are committed. */
  total: z.number().int(),
  done: z.number().int(),
  summary: importSummarySchema,
  /** Why it failed; what was committed before stays (the file imported again finishes it). */
  detail: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
