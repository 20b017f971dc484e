import { describe, expect, it } from "vitest";
import { safeRedirect } from "../../app/lib/safe-redirect.ts";

describe("safeRedirect", () => {
  it.each(["/", "/history", "/skus?q=shirt&page=2", "/settings/app#theme"])("keeps the local path %s", (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "http:/evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/foo\\bar",
    "",
  ])("refuses %j and uses the fallback", (path) => {
    expect(safeRedirect(path, "/fallback")).toBe("/fallback");
  });

  it("uses / when nothing usable is given", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
