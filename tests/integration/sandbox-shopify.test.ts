import { describe, expect, it } from "vitest";
import { parseLinkHeader } from "../../app/lib/link-header.ts";
import { SANDBOX_PRODUCT_COUNT } from "../../app/lib/sandbox-shopify-catalogue.ts";
import * as behaviour from "../../app/routes/sandbox.shopify.behaviour.ts";
import * as products from "../../app/routes/sandbox.shopify.admin.api.$version.products[.]json.ts";
import * as shop from "../../app/routes/sandbox.shopify.admin.api.$version.shop[.]json.ts";
import { call, get, ORIGIN } from "../support/routes.ts";

const BASE = "/sandbox/shopify/admin/api/2023-10";
const token = (name: string) => ({ "X-Shopify-Access-Token": `shpat_${name}_${Math.random().toString(36).slice(2)}` });

function setBehaviour(headers: Record<string, string>, body: unknown) {
  return call(
    behaviour.action,
    new Request(`${ORIGIN}/sandbox/shopify/behaviour`, { method: "PUT", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  );
}

/** Follows rel="next" from the first page to the last. */
async function allPages(headers: Record<string, string>, limit = 250) {
  const pages: { ids: number[]; link: Record<string, string> }[] = [];
  let path: string | undefined = `${BASE}/products.json?limit=${limit}`;
  while (path) {
    const response = await call(products.loader, get(path, { headers }), { version: "2023-10" });
    expect(response.status).toBe(200);
    const link = parseLinkHeader(response.headers.get("Link"));
    pages.push({ ids: response.body.products.map((product: { id: number }) => product.id), link });
    path = link.next && link.next.slice(ORIGIN.length);
  }
  return pages;
}

describe("sandbox Shopify Admin API", () => {
  it("answers shop.json with a token, and 401 without one", async () => {
    const refused = await call(shop.loader, get(`${BASE}/shop.json`), { version: "2023-10" });
    expect(refused.status).toBe(401);
    expect(refused.body.errors).toMatch(/Invalid API key or access token/);
    expect((await call(shop.loader, get(`${BASE}/shop.json`, { headers: { "X-Shopify-Access-Token": " " } }), { version: "2023-10" })).status).toBe(401);

    const answered = await call(shop.loader, get(`${BASE}/shop.json`, { headers: token("shop") }), { version: "2023-10" });
    expect(answered.status).toBe(200);
    expect(answered.body.shop).toMatchObject({ name: "Orderbench Sandbox Store", myshopify_domain: "orderbench-sandbox.myshopify.com" });
  });

  it("answers 404 for an API version that does not exist, and 401 for products without a token", async () => {
    expect((await call(shop.loader, get("/sandbox/shopify/admin/api/latest/shop.json", { headers: token("v") }), { version: "latest" })).status).toBe(404);
    expect((await call(products.loader, get(`${BASE}/products.json`), { version: "2023-10" })).status).toBe(401);
  });

  it("pages through a few hundred products with 1 to 4 variants, some without SKU, by Link rel=next", async () => {
    const headers = token("pages");
    const pages = await allPages(headers);
    expect(pages.map((page) => page.ids.length)).toEqual([250, 250, SANDBOX_PRODUCT_COUNT - 500]);
    const ids = pages.flatMap((page) => page.ids);
    expect(new Set(ids).size).toBe(SANDBOX_PRODUCT_COUNT);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // Shopify's shape: no previous link on the first page, no next on the last.
    expect(Object.keys(pages[0].link)).toEqual(["next"]);
    expect(Object.keys(pages[1].link).sort()).toEqual(["next", "previous"]);
    expect(Object.keys(pages[2].link)).toEqual(["previous"]);
    expect(pages[0].link.next).toMatch(new RegExp(`^${ORIGIN}${BASE}/products\\.json\\?limit=250&page_info=[\\w-]+$`));

    const first = await call(products.loader, get(`${BASE}/products.json?limit=250`, { headers }), { version: "2023-10" });
    const variants = first.body.products.flatMap((product: { variants: { sku: string | null }[] }) => product.variants);
    const counts = first.body.products.map((product: { variants: unknown[] }) => product.variants.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(4);
    expect(variants.some((variant: { sku: string | null }) => !variant.sku)).toBe(true);
    expect(variants.some((variant: { sku: string | null }) => variant.sku)).toBe(true);
    expect(first.body.products[0]).toMatchObject({ handle: expect.stringMatching(/^[a-z0-9-]+$/), status: expect.stringMatching(/^(active|draft|archived)$/) });
  });

  it("serves the same catalogue every time, and pages back with rel=previous", async () => {
    const headers = token("det");
    const again = await allPages(headers, 100);
    const once = await allPages(headers, 100);
    expect(again).toEqual(once);
    const third = await call(products.loader, get(once[2].link.previous.slice(ORIGIN.length), { headers }), { version: "2023-10" });
    expect(third.body.products.map((product: { id: number }) => product.id)).toEqual(once[1].ids);
  });

  it("refuses a limit above 250 and a page_info it did not write", async () => {
    const headers = token("limits");
    const tooMany = await call(products.loader, get(`${BASE}/products.json?limit=251`, { headers }), { version: "2023-10" });
    expect(tooMany.status).toBe(400);
    expect((await call(products.loader, get(`${BASE}/products.json?limit=0`, { headers }), { version: "2023-10" })).status).toBe(400);
    const badCursor = await call(products.loader, get(`${BASE}/products.json?page_info=nonsense`, { headers }), { version: "2023-10" });
    expect(badCursor).toMatchObject({ status: 400, body: { errors: { page_info: "Invalid value." } } });
    const byDefault = await call(products.loader, get(`${BASE}/products.json`, { headers }), { version: "2023-10" });
    expect(byDefault.body.products).toHaveLength(50);
  });

  it("answers every n-th request of a token with 429 and Retry-After, as set for that token only", async () => {
    const throttled = token("throttled");
    const other = token("other");
    const set = await setBehaviour(throttled, { throttleEvery: 3, retryAfterSeconds: 1.5 });
    expect(set).toMatchObject({ status: 200, body: { throttleEvery: 3, retryAfterSeconds: 1.5 } });
    expect((await call(behaviour.loader, get("/sandbox/shopify/behaviour", { headers: throttled }))).body).toEqual({ throttleEvery: 3, retryAfterSeconds: 1.5 });

    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(products.loader, get(`${BASE}/products.json?limit=1`, { headers: throttled }), { version: "2023-10" });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("Retry-After")).toBe("1.5");
        expect(response.body.errors).toMatch(/Exceeded 2 calls per second/);
      }
    }
    expect(statuses).toEqual([200, 200, 429, 200, 200, 429]);
    // shop.json counts too; other tokens are never throttled.
    expect((await call(shop.loader, get(`${BASE}/shop.json`, { headers: throttled }), { version: "2023-10" })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await call(shop.loader, get(`${BASE}/shop.json`, { headers: other }), { version: "2023-10" })).status).toBe(200);

    await setBehaviour(throttled, { throttleEvery: 0 });
    for (let i = 0; i < 3; i++) expect((await call(shop.loader, get(`${BASE}/shop.json`, { headers: throttled }), { version: "2023-10" })).status).toBe(200);
  });

  it("validates the behaviour and needs a token to set it", async () => {
    expect((await setBehaviour({}, { throttleEvery: 2 })).status).toBe(401);
    const invalid = await setBehaviour(token("bad"), { throttleEvery: -1, retryAfterSeconds: 99 });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields).sort()).toEqual(["retryAfterSeconds", "throttleEvery"]);
  });
});
