import { describe, expect, it } from "vitest";
import { isCrossSiteRequest } from "../../app/lib/cross-site.ts";

const request = (method: string, headers: Record<string, string>) => ({
  method,
  url: "http://orderbench.test/login",
  headers: new Headers(headers),
});

describe("isCrossSiteRequest", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossSiteRequest(request("GET", { "Sec-Fetch-Site": "cross-site" }))).toBe(false);
  });

  it("refuses posts that the browser marks cross-site or same-site", () => {
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "cross-site" }))).toBe(true);
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "same-site" }))).toBe(true);
  });

  it("accepts posts from the app's own pages and typed-in navigations", () => {
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "same-origin" }))).toBe(false);
    expect(isCrossSiteRequest(request("POST", { "Sec-Fetch-Site": "none" }))).toBe(false);
  });

  it("falls back to Origin when Sec-Fetch-Site is missing", () => {
    expect(isCrossSiteRequest(request("POST", { Origin: "https://evil.example" }))).toBe(true);
    expect(isCrossSiteRequest(request("POST", { Origin: "null" }))).toBe(true);
    expect(isCrossSiteRequest(request("POST", { Origin: "http://orderbench.test" }))).toBe(false);
    // Behind a TLS proxy the browser's origin is https while the app sees http.
    expect(isCrossSiteRequest(request("POST", { Origin: "https://orderbench.test" }))).toBe(false);
  });

  it("lets clients that send neither header through (API clients, curl)", () => {
    expect(isCrossSiteRequest(request("DELETE", {}))).toBe(false);
  });
});
