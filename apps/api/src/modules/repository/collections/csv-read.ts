import { CSV_COLUMNS, CSV_MAX_ROWS, CSV_REQUIRED_COLUMNS } from "@heritage/domain/collections-csv";
import type { Messages } from "@heritage/domain/i18n/server-messages";
import type { Language } from "@heritage/domain/languages";
import { CsvError, parse } from "csv-parse";
import { unguardFormula } from "./csv-formulas.ts";

/**
 * Reading an uploaded CSV (decision 113) with csv-parse: the bytes must be UTF-8 (a BOM is
 * fine, as Excel writes one), the quoting whole, every row as wide as the header, the header made
 * of known columns, each once, with the required ones. Anything else refuses the whole file.
 */

/** A text in the reader's language, made when the answer is written. */
export type Say = (m: Messages, language: Language) => string;

/** One problem found in a file; `row` as a spreadsheet numbers it (header = 1), `column` its name. */
export interface PendingError {
  row: number;
  column: string;
  say: Say;
}

/** The file cannot be imported as it is: every problem found, nothing written. */
export class CsvRefused extends Error {
  constructor(
    readonly errors: PendingError[],
    readonly detail: Say = (m) => m.repositoryImport.hasErrors(errors.length),
  ) {
    super("CSV refused");
  }
}

export interface CsvRow {
  row: number;
  /** Column name → cell, for the columns the header has. */
  cells: Map<string, string>;
}

export interface CsvSheet {
  columns: string[];
  rows: CsvRow[];
}

const known = new Set(CSV_COLUMNS);

const refuse = (row: number, column: string, say: Say): never => {
  throw new CsvRefused([{ row, column, say }], say);
};

export async function readCsv(bytes: Buffer): Promise<CsvSheet> {
  const text = decodeUtf8(bytes);
  const records = await parseRecords(text);
  const [header, ...body] = records;
  if (!header || body.length === 0) refuse(1, "", (m) => m.repositoryImport.empty);
  const columns = checkHeader(header!);
  if (body.length > CSV_MAX_ROWS) refuse(1, "", (m) => m.repositoryImport.tooManyRows(CSV_MAX_ROWS));
  return {
    columns,
    rows: body.map((cells, index) => ({
      row: index + 2,
      // The export's guard against formulas taken off (csv-formulas.ts).
      cells: new Map(columns.map((column, i) => [column, unguardFormula(cells[i] ?? "")])),
    })),
  };
}

/** The text of the bytes, or 400 naming the first line that is not UTF-8 (Latin-1, UTF-16…). */
function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const strict = new TextDecoder("utf-8", { fatal: true });
    let line = 1;
    let start = 0;
    while (start <= bytes.length) {
      const end = bytes.indexOf(0x0a, start);
      const stop = end === -1 ? bytes.length : end;
      try {
        strict.decode(bytes.subarray(start, stop));
      } catch {
        break;
      }
      if (end === -1) break;
      line++;
      start = end + 1;
    }
    return refuse(line, "", (m) => m.repositoryImport.notUtf8(line));
  }
}

function parseRecords(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    parse(
      text,
      { bom: true, skip_empty_lines: true, skip_records_with_empty_values: true },
      (error, records: string[][] | undefined) => {
        if (!error) return resolve(records ?? []);
        reject(error instanceof CsvError ? csvRefusal(error) : error);
      },
    );
  });
}

/** csv-parse's error as the row it stopped on (the records before it were whole). */
function csvRefusal(error: CsvError): CsvRefused {
  const row = ((error as CsvError & { records?: number }).records ?? 0) + 1;
  const say: Say = (() => {
    switch (error.code) {
      case "CSV_QUOTE_NOT_CLOSED":
      case "CSV_INVALID_CLOSING_QUOTE":
      case "INVALID_OPENING_QUOTE":
      case "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE":
        return (m) => m.repositoryImport.badQuoting(row);
      case "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH": {
        const { expected, found } = fieldCounts(error);
        return (m) => m.repositoryImport.wrongFieldCount(row, found, expected);
      }
      default:
        return (m) => m.repositoryImport.unreadable(row);
    }
  })();
  return new CsvRefused([{ row, column: "", say }], say);
}

function fieldCounts(error: CsvError): { expected: number; found: number } {
  const match = /expect (\d+), got (\d+)/.exec(error.message);
  return { expected: Number(match?.[1] ?? 0), found: Number(match?.[2] ?? 0) };
}

/** Column names trimmed and lower-cased; unknown, repeated or missing ones refuse the file. */
function checkHeader(header: string[]): string[] {
  const columns = header.map((name) => name.trim().toLowerCase());
  const errors: PendingError[] = [];
  const seen = new Set<string>();
  for (const column of columns) {
    if (!known.has(column))
      errors.push({ row: 1, column, say: (m) => m.repositoryImport.unknownColumn(column) });
    else if (seen.has(column))
      errors.push({ row: 1, column, say: (m) => m.repositoryImport.duplicateColumn(column) });
    seen.add(column);
  }
  for (const column of CSV_REQUIRED_COLUMNS) {
    if (!seen.has(column))
      errors.push({ row: 1, column, say: (m) => m.repositoryImport.missingColumn(column) });
  }
  if (errors.length === 1) throw new CsvRefused(errors, errors[0]!.say);
  if (errors.length > 1) throw new CsvRefused(errors);
  return columns;
}
