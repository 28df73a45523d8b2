/**
 * Keeping formulas out of an exported spreadsheet (OWASP, "CSV Injection"; decision 113): a cell
 * that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is one a spreadsheet may run
 * (a creator's draft titled `=HYPERLINK(…)` would be a live link), so the export writes it after
 * a `'`, which spreadsheets read as "this is text". The import takes that `'` off again, so every
 * value comes back as it went out.
 *
 * The `'` must itself be escaped for the round trip to hold: a value that really begins with `'=`
 * (or `''`) is written with one more `'` in front, and the import removes exactly one `'`, and
 * only before a trigger character or another `'`. A lone `'` elsewhere (`'Tis`) is neither added
 * nor removed, so a hand-made file's apostrophes stay as typed. A plain number (`-2.596`, a
 * latitude south of the equator) runs nothing and stays a number in the spreadsheet.
 */

const TRIGGERS = new Set(["=", "+", "-", "@", "\t", "\r"]);
const QUOTE = "'";
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?(e[-+]?\d+)?$/i;

const escapable = (char: string | undefined) => char !== undefined && (TRIGGERS.has(char) || char === QUOTE);

/** The cell as the export writes it. */
export function guardFormula(cell: string): string {
  const first = cell[0];
  if (first === undefined) return cell;
  if (TRIGGERS.has(first)) return PLAIN_NUMBER.test(cell) ? cell : QUOTE + cell;
  // `'=…` and `''…` would lose their first `'` on import: written with one more.
  if (first === QUOTE && escapable(cell[1])) return QUOTE + cell;
  return cell;
}

/** The cell as the import reads it: one guarding `'` removed. */
export function unguardFormula(cell: string): string {
  return cell[0] === QUOTE && escapable(cell[1]) ? cell.slice(1) : cell;
}
