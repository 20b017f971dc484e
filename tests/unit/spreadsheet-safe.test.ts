import { expect, it } from "vitest";
import { spreadsheetSafe } from "../../app/lib/csv/spreadsheet-safe.ts";

it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
  for (const text of ["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
    expect(spreadsheetSafe(text)).toBe(`'${text}`);
  }
});

it("leaves every other text, and a missing value, as it is", () => {
  for (const text of ["", '{"id":"ord_1"}', "HTTP 500 = failure", "TEE-1 x 2; CAP-3 x 1", "OB-11-001", " =1"]) {
    expect(spreadsheetSafe(text)).toBe(text);
  }
  expect(spreadsheetSafe(null)).toBeNull();
});
