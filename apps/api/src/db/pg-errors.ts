/**
 * The SQLSTATE of a database error, whether the driver threw it directly (PGlite,
 * node-postgres) or Drizzle wrapped it (DrizzleQueryError keeps it as `cause`).
 */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_CODES = new Set([
  "23503", // foreign_key_violation: PostgreSQL up to 17 for ON DELETE RESTRICT and NO ACTION
  "23001", // restrict_violation: PostgreSQL 18 (PGlite) for ON DELETE RESTRICT
]);

/** A row still referenced (or a reference to a missing row): both codes PostgreSQL uses for it. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && FOREIGN_KEY_CODES.has(code);
}

/**
 * Class 23 (integrity constraint violation: unique, foreign key, restrict, check, not null,
 * exclusion): the write clashed with data as it stands, and the transaction left nothing
 * behind. The API answers these 409, never 500; routes that can name the clash do so first.
 */
export function isIntegrityViolation(error: unknown): boolean {
  return pgErrorCode(error)?.startsWith("23") ?? false;
}
