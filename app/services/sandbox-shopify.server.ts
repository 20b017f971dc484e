import type { DB } from "../../db/client.server.ts";
import { formatLinkHeader } from "../lib/link-header.ts";
import { sandboxProducts, type SandboxProduct } from "../lib/sandbox-shopify-catalogue.ts";
import { countSandboxShopifyRequest } from "../models/sandbox-shopify.server.ts";

// The sandbox Shopify Admin API (routes under /sandbox/shopify): what the real
// one answers for shop.json and products.json, close enough for the import and
// the connection test to be tried without a store.

const SANDBOX_SHOP_NAME = "Orderbench Sandbox Store";
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 250;
const API_VERSION = /^(?:\d{4}-\d{2}|unstable)$/;

const shopifyError = (status: number, errors: unknown, headers: HeadersInit = {}) => Response.json({ errors }, { status, headers });

/**
 * The access token of the request, after the checks every sandbox call makes: a
 * known API version, a token (any non-empty one), and the throttling set for it.
 * Throws the answer otherwise.
 */
export async function admitSandboxShopifyRequest(db: DB, request: Request, version: string | undefined): Promise<string> {
  if (!version || !API_VERSION.test(version)) throw shopifyError(404, "Not Found");
  const token = request.headers.get("X-Shopify-Access-Token")?.trim();
  if (!token) throw shopifyError(401, "[API] Invalid API key or access token (unrecognized login or wrong password)");
  const throttle = await countSandboxShopifyRequest(db, token);
  if (throttle.throttled) {
    throw shopifyError(429, "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.", {
      "Retry-After": throttle.retryAfterSeconds.toFixed(1),
    });
  }
  return token;
}

export function sandboxShop(request: Request): Response {
  const { host } = new URL(request.url);
  return Response.json({
    shop: {
      id: 60_000_000_001,
      name: SANDBOX_SHOP_NAME,
      email: "sandbox@orderbench.local",
      domain: host,
      myshopify_domain: "orderbench-sandbox.myshopify.com",
      currency: "USD",
      country_code: "US",
      timezone: "(GMT+00:00) UTC",
      plan_name: "partner_test",
      created_at: "2025-01-01T00:00:00Z",
    },
  });
}

interface Cursor {
  direction: "next" | "previous";
  /** The last product id of the page before (next), or the first of the page after (previous). */
  id: number;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

function decodeCursor(pageInfo: string): Cursor | null {
  try {
    const cursor = JSON.parse(Buffer.from(pageInfo, "base64url").toString("utf8"));
    if ((cursor.direction === "next" || cursor.direction === "previous") && Number.isSafeInteger(cursor.id)) return cursor;
  } catch {
    // Not a cursor of ours: answered below like Shopify does.
  }
  return null;
}

/** products.json: `limit` (1 to 250, default 50) and Shopify's cursor paging with `page_info` and a Link header. */
export function sandboxProductsPage(request: Request): Response {
  const url = new URL(request.url);
  const limitParam = url.searchParams.get("limit");
  const limit = limitParam === null ? DEFAULT_LIMIT : Number(limitParam);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    return shopifyError(400, { limit: [`must be a whole number from 1 to ${MAX_LIMIT}`] });
  }
  const pageInfo = url.searchParams.get("page_info");
  const cursor = pageInfo === null ? null : decodeCursor(pageInfo);
  if (pageInfo !== null && !cursor) return shopifyError(400, { page_info: "Invalid value." });

  const all = sandboxProducts();
  let start = 0;
  if (cursor?.direction === "next") start = firstIndexAbove(all, cursor.id);
  if (cursor?.direction === "previous") start = Math.max(0, firstIndexAbove(all, cursor.id - 1) - limit);
  const end = cursor?.direction === "previous" ? firstIndexAbove(all, cursor.id - 1) : Math.min(all.length, start + limit);
  const products = all.slice(start, end);

  const pageUrl = (next: Cursor) => {
    const link = new URL(url.pathname, url.origin);
    link.searchParams.set("limit", String(limit));
    link.searchParams.set("page_info", encodeCursor(next));
    return link.toString();
  };
  // Like Shopify: the first page has no previous link, the last none to a next page.
  const link = formatLinkHeader({
    previous: cursor && start > 0 && products.length > 0 ? pageUrl({ direction: "previous", id: products[0].id }) : undefined,
    next: end < all.length && products.length > 0 ? pageUrl({ direction: "next", id: products[products.length - 1].id }) : undefined,
  });
  return Response.json({ products }, { headers: link ? { Link: link } : {} });
}

/** The index of the first product whose id is above `id` (ids ascend). */
function firstIndexAbove(products: readonly SandboxProduct[], id: number): number {
  let low = 0;
  let high = products.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (products[middle].id > id) high = middle;
    else low = middle + 1;
  }
  return low;
}
