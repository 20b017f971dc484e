// What every CSV import shares: header lookup by name, row errors, limits.
import { fromSpreadsheetSafe } from "./spreadsheet-safe.ts";

export const CSV_MAX_ROWS = 100_000;
export const CSV_MAX_BYTES = 20 * 1024 * 1024;

export interface RowError {
  /** The line's number in the file, the header being row 1. */
  row: number;
  column: string;
  message: string;
}

/** Finds columns by name, whatever their order, case or surrounding spaces. */
export class Header {
  private readonly index = new Map<string, number>();
  readonly names: string[];

  constructor(record: string[]) {
    this.names = record.map((name) => name.replace(/^\uFEFF/, "").trim());
    this.names.forEach((name, i) => {
      const key = name.toLowerCase();
      if (!this.index.has(key)) this.index.set(key, i);
    });
  }

  has(name: string): boolean {
    return this.index.has(name.toLowerCase());
  }

  /** The cell, trimmed, without the apostrophe an Orderbench export puts before formula-like text. */
  get(record: string[], name: string): string {
    const i = this.index.get(name.toLowerCase());
    return i === undefined ? "" : fromSpreadsheetSafe((record[i] ?? "").trim());
  }
}

/**
 * The frame of every import reader: the first record is the header, which names
 * the format; blank lines are skipped; past CSV_MAX_ROWS rows are refused. Feed it
 * the records in order with add(); subclasses read each data row in readRow().
 */
export abstract class CsvReader<Format extends string> {
  protected header: Header | null = null;
  protected format: Format | null = null;
  protected readonly errors: RowError[] = [];
  private rows = 0;

  /** Which format a header announces, or null. */
  protected abstract detectFormat(header: Header): Format | null;
  /** For the error when no format matches: "the columns … or a …". */
  protected abstract readonly expectedColumns: string;
  protected abstract readRow(record: string[], row: number): void;

  add(record: string[], row: number): void {
    if (!this.header) {
      this.header = new Header(record);
      this.format = this.detectFormat(this.header);
      if (!this.format) this.errors.push({ row, column: "", message: `Unknown CSV format: expected ${this.expectedColumns}` });
      return;
    }
    if (!this.format || record.every((cell) => cell.trim() === "")) return;
    this.rows += 1;
    if (this.rows > CSV_MAX_ROWS) {
      if (this.rows === CSV_MAX_ROWS + 1) this.errors.push({ row, column: "", message: `A file may hold at most ${CSV_MAX_ROWS.toLocaleString("en-US")} rows` });
      return;
    }
    this.readRow(record, row);
  }

  /** Every error found, "the file is empty" included. */
  protected allErrors(): RowError[] {
    if (!this.header) this.errors.push({ row: 1, column: "", message: "The file is empty" });
    return this.errors;
  }
}

/** The first error zod found for each field, as row errors. */
export function zodRowErrors(
  row: number,
  issues: readonly { path: PropertyKey[]; message: string }[],
  columnOf: (field: string) => string,
): RowError[] {
  const seen = new Set<string>();
  const errors: RowError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row, column: columnOf(field), message: issue.message });
  }
  return errors;
}

/** Lower-case words joined by dashes, as Shopify writes handles. */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
