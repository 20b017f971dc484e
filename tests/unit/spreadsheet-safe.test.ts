import { expect, it } from "vitest";
import { fromSpreadsheetSafe, spreadsheetSafe } from "../../app/lib/csv/spreadsheet-safe.ts";
import { Header } from "../../app/lib/csv/rows.ts";

const FORMULA_LIKE = ["=HYPERLINK(\"http://x\")", "+1+1", "+49 30 1234567", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];

it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
  for (const text of FORMULA_LIKE) {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  }
});

it("leaves every other text, and a missing value, as it is", () => {
  for (const text of ["", '{"id":"ord_1"}', "HTTP 500 = failure", "TEE-1 x 2; CAP-3 x 1", "OB-11-001", " =1"]) {
    expect(spreadsheetSafe(text)).toBe(text);
  }
  expect(spreadsheetSafe(null)).toBeNull();
});

it("takes the apostrophe off again, and only that one", () => {
  for (const text of [...FORMULA_LIKE, "", "'quoted'", "It's", "''=1"]) {
    expect(fromSpreadsheetSafe(spreadsheetSafe(text))).toBe(text);
  }
  expect(fromSpreadsheetSafe("'quoted'")).toBe("'quoted'");
});

it("an import reads a guarded cell as the text before the guard", () => {
  const header = new Header(["title", "phone"]);
  expect(header.get(["'=1+1", " '+49 30 1234567 "], "title")).toBe("=1+1");
  expect(header.get(["'=1+1", " '+49 30 1234567 "], "phone")).toBe("+49 30 1234567");
});
