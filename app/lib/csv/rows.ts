// What every CSV import shares: header lookup by name, row errors, limits.

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

  get(record: string[], name: string): string {
    const i = this.index.get(name.toLowerCase());
    return i === undefined ? "" : (record[i] ?? "").trim();
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
