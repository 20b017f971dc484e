import { describe, expect, it } from "vitest";
import { escapeLike, listUrl, pageCount, parseListQuery, showingText } from "../../app/lib/list-query.ts";

const options = { sortKeys: ["email", "created_at"], defaultSort: "created_at", defaultDir: "desc" as const };

describe("parseListQuery", () => {
  it("uses the defaults for an empty URL", () => {
    expect(parseListQuery(new URLSearchParams(), options)).toEqual({ q: "", sort: "created_at", dir: "desc", page: 1, size: 25, offset: 0 });
  });

  it("reads valid values", () => {
    const query = parseListQuery(new URLSearchParams("q=%20shirt%20&sort=email&dir=asc&page=3&size=10"), options);
    expect(query).toEqual({ q: "shirt", sort: "email", dir: "asc", page: 3, size: 10, offset: 20 });
  });

  it("falls back on values it does not know", () => {
    const query = parseListQuery(new URLSearchParams("sort=password_hash&dir=up&page=-2&size=7"), options);
    expect(query).toMatchObject({ sort: "created_at", dir: "desc", page: 1, size: 25 });
  });
});

describe("pager texts", () => {
  it("says which rows are shown", () => {
    expect(showingText(0, 1, 25)).toBe("Showing 0 to 0 of 0 results");
    expect(showingText(60, 3, 25)).toBe("Showing 51 to 60 of 60 results");
    expect(pageCount(60, 25)).toBe(3);
    expect(pageCount(0, 25)).toBe(1);
  });
});

describe("listUrl", () => {
  it("changes a parameter and goes back to the first page", () => {
    expect(listUrl("/admin/users", "?q=ada&page=4", { sort: "email", dir: "asc" })).toBe("/admin/users?q=ada&sort=email&dir=asc");
  });

  it("keeps the filters when paging", () => {
    expect(listUrl("/admin/users", "?q=ada", { page: 2 })).toBe("/admin/users?q=ada&page=2");
  });
});

describe("escapeLike", () => {
  it("makes wildcards literal", () => {
    expect(escapeLike("50%_off\\")).toBe("50\\%\\_off\\\\");
  });
});
