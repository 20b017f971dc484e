// A spreadsheet opening a CSV runs a cell that starts with = + - @ (or a tab or carriage
// return before one) as a formula. Text from outside, such as a dispatch API's answer,
// must not run on the user's machine: such a cell gets a leading apostrophe, which
// spreadsheets show as plain text. Only for exports that are never imported back, since
// the apostrophe stays in the file.

const FORMULA_START = /^[=+\-@\t\r]/;

export function spreadsheetSafe(text: string): string;
export function spreadsheetSafe(text: string | null): string | null;
export function spreadsheetSafe(text: string | null): string | null {
  return text !== null && FORMULA_START.test(text) ? `'${text}` : text;
}
