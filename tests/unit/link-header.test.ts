import { describe, expect, it } from "vitest";
import { formatLinkHeader, parseLinkHeader } from "../../app/lib/link-header.ts";
import { retryAfterMs } from "../../app/lib/retry-after.ts";

describe("parseLinkHeader", () => {
  it("reads Shopify's previous and next links", () => {
    const header =
      '<https://shop.example/admin/api/2023-10/products.json?limit=250&page_info=abc>; rel="previous", ' +
      '<https://shop.example/admin/api/2023-10/products.json?limit=250&page_info=def>; rel="next"';
    expect(parseLinkHeader(header)).toEqual({
      previous: "https://shop.example/admin/api/2023-10/products.json?limit=250&page_info=abc",
      next: "https://shop.example/admin/api/2023-10/products.json?limit=250&page_info=def",
    });
  });

  it("keeps commas and semicolons inside the URL, and reads unquoted, multi-valued and oddly spaced rels", () => {
    const header = '<https://x.test/p?fields=id,title;v=1>;rel=next ,<https://x.test/a>; title="a, b"; rel="alternate Last"';
    expect(parseLinkHeader(header)).toEqual({ next: "https://x.test/p?fields=id,title;v=1", alternate: "https://x.test/a", last: "https://x.test/a" });
  });

  it("answers no links for a missing or empty header and for links without rel", () => {
    expect(parseLinkHeader(null)).toEqual({});
    expect(parseLinkHeader("")).toEqual({});
    expect(parseLinkHeader("<https://x.test/>; title=x")).toEqual({});
  });

  it("keeps the first link of a relation", () => {
    expect(parseLinkHeader('<https://x.test/1>; rel="next", <https://x.test/2>; rel="next"').next).toBe("https://x.test/1");
  });

  it("reads back what formatLinkHeader writes", () => {
    const links = { previous: "https://x.test/?page_info=a", next: "https://x.test/?page_info=b" };
    expect(formatLinkHeader({ ...links, last: undefined })).toBe('<https://x.test/?page_info=a>; rel="previous", <https://x.test/?page_info=b>; rel="next"');
    expect(parseLinkHeader(formatLinkHeader(links))).toEqual(links);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds, with Shopify's decimal too", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("2.0")).toBe(2000);
    expect(retryAfterMs(" 0.5 ")).toBe(500);
  });

  it("reads an HTTP date as the time until then, never negative", () => {
    const now = Date.parse("2026-11-20T10:00:00Z");
    expect(retryAfterMs("Fri, 20 Nov 2026 10:00:03 GMT", now)).toBe(3000);
    expect(retryAfterMs("Fri, 20 Nov 2026 09:00:00 GMT", now)).toBe(0);
  });

  it("answers null when there is nothing usable", () => {
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs("")).toBeNull();
    expect(retryAfterMs("soon")).toBeNull();
    expect(retryAfterMs("-1")).toBeNull();
  });
});
