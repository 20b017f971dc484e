// A spreadsheet opening a CSV runs a cell that starts with = + - @ (or a tab or carriage
// return before one) as a formula. Text in an export must not run on the user's machine,
// whether it came from a dispatch API's answer or from an imported catalogue: such a cell
// gets a leading apostrophe, which spreadsheets show as plain text. The imports take it
// off again (fromSpreadsheetSafe), so an export still imports back unchanged.

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string;
export function spreadsheetSafe(text: string | null): string | null;
export function spreadsheetSafe(text: string | null): string | null {
  return text !== null && FORMULA_START.test(text) ? `'${text}` : text;
}

/** The cell as it was before spreadsheetSafe(); any other text is left as it is. */
export function fromSpreadsheetSafe(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
