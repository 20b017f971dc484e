import { CONNECTION_TEST_TIMEOUT_MS, describeRequestError, describeStatus, joinUrl, type ConnectionTestResult } from "./http.server.ts";

// The store's Shopify Admin REST API.

/**
 * Where the shop's API lives: a bare domain (`my-shop.myshopify.com`) is reached over
 * https; a full http(s) URL (the sandbox on localhost, a proxy) is used as the base.
 */
export function shopifyBaseUrl(shopDomain: string): string {
  const trimmed = shopDomain.trim().replace(/\/+$/, "");
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** `shopifyAdminUrl("x.myshopify.com", "2023-10", "products.json?limit=250")` → `https://x.myshopify.com/admin/api/2023-10/products.json?limit=250` */
export function shopifyAdminUrl(shopDomain: string, apiVersion: string, resource: string): string {
  return joinUrl(shopifyBaseUrl(shopDomain), `admin/api/${encodeURIComponent(apiVersion)}/${resource.replace(/^\/+/, "")}`);
}

/** GET /admin/api/{version}/shop.json with the access token; success names the shop. */
export async function testShopifyConnection(
  { shopDomain, accessToken, apiVersion }: { shopDomain: string; accessToken: string; apiVersion: string },
  { timeoutMs = CONNECTION_TEST_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<ConnectionTestResult> {
  const url = shopifyAdminUrl(shopDomain, apiVersion, "shop.json");
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetch(url, {
      headers: { "X-Shopify-Access-Token": accessToken, Accept: "application/json" },
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: judged by the status below.
    }
  } catch (error) {
    return { success: false, message: describeRequestError(error, url, timeoutMs) };
  }
  const host = new URL(url).host;
  if (response.status === 401 || response.status === 403) return { success: false, message: "Invalid access token" };
  if (response.status === 404) return { success: false, message: `${host} has no Admin API ${apiVersion} (HTTP 404): check the shop domain and API version` };
  if (response.status === 429) {
    const retryAfter = response.headers.get("Retry-After");
    return { success: false, message: `The store is rate limiting requests (HTTP 429)${retryAfter ? `: try again in ${retryAfter} s` : ""}` };
  }
  if (!response.ok) return { success: false, message: `The store at ${host} answered ${describeStatus(response)}` };
  const shop = (body as { shop?: { name?: unknown; myshopify_domain?: unknown } } | null)?.shop;
  if (typeof shop?.name !== "string") return { success: false, message: `${host} answered, but not with a shop: is this a Shopify Admin API?` };
  const domain = typeof shop.myshopify_domain === "string" ? shop.myshopify_domain : host;
  return { success: true, message: `Connected to ${shop.name} (${domain})` };
}
