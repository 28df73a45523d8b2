/** The rows of an `execute` answer: node-postgres and PGlite both return `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
